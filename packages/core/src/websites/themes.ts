import { z } from 'zod';

/** The looks a website's users get (the `theme` of its record, set with the admin CLI's --theme). */
export const THEMES = ['default', 'retail'] as const;
export type ThemeName = (typeof THEMES)[number];

/** A website's own primary colour, `#rrggbb` in lower case (the admin CLI's --color). */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
export const brandColorSchema = z.string().regex(BRAND_COLOR_PATTERN);

/**
 * What the app shows of the user's website, read from its record at sign-in and by GET /user: its name
 * (header, document title), its theme, its own primary colour (null: the theme's) and the address of its
 * logo (null: none; the address changes with the logo, and answers only the website's own users).
 */
export const websiteBrandingFields = {
  website_name: z.string().describe("The website's name, for the app's header and the document title."),
  website_theme: z.enum(THEMES).describe("The website's named theme."),
  website_primary_color: brandColorSchema
    .nullable()
    .describe("The website's own primary colour, #rrggbb; null: its theme's."),
  website_logo_url: z
    .string()
    .nullable()
    .describe("Where the website's logo is served to its users (with their bearer token); null: no logo."),
};
export type WebsiteBranding = z.infer<z.ZodObject<typeof websiteBrandingFields>>;
