import { z } from 'zod';
import { ROLES } from '../auth/schemas.ts';
import { brandColorSchema, THEMES } from './themes.ts';

export {
  BRAND_COLOR_PATTERN,
  brandColorSchema,
  THEMES,
  type ThemeName,
  type WebsiteBranding,
  websiteBrandingFields,
} from './themes.ts';

export const websiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  theme: z.enum(THEMES),
  /** The website's own primary colour (`#rrggbb`), or null for its theme's. */
  primary_color: brandColorSchema.nullable(),
  /** Where its logo is served to its users, or null when it has none. */
  logo_url: z.string().nullable(),
  support_email: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websiteUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.object({ name: z.enum(ROLES) }),
  license: z.string(),
  created_at: z.string(),
});
export type WebsiteUser = z.infer<typeof websiteUserSchema>;
