import { z } from 'zod';
import { ROLES } from '../auth/schemas.ts';

import { THEMES } from './themes.ts';

export { THEMES, type ThemeName } from './themes.ts';

export const websiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  theme: z.enum(THEMES),
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
