/** The looks a website's users get (the `theme` of its record, set with the admin CLI's --theme). */
export const THEMES = ['default', 'retail'] as const;
export type ThemeName = (typeof THEMES)[number];
