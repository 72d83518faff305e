import { z } from 'zod';
import { storableText } from '../common/fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { websiteBrandingFields } from '../websites/themes.ts';

/** Roles, strongest first. A viewer reads only; an analyst edits; an admin also manages others' items. */
export const ROLES = ['admin', 'analyst', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Minimum password length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 8;

/** Length of the e-mailed verification code. */
export const VERIFICATION_CODE_LENGTH = 6;

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  website_id: z.number().int(),
  /** The user's website's name, theme, colour and logo, from its record: the app dresses itself in them. */
  ...websiteBrandingFields,
  role: z.object({ name: z.enum(ROLES) }),
  license: z.string(),
  /** The user's language: the interface takes it at sign-in and whenever the user is fetched. */
  lang: z.enum(LANGUAGES),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The answer of a successful two-step sign-in (spec section 3, "Login response"). */
export const loginResponseSchema = z.object({
  token: z.object({ token: z.string(), expires_at: z.string() }),
  name: z.string(),
  id: z.number().int(),
  website_id: z.number().int(),
  ...websiteBrandingFields,
  role: z.object({ name: z.enum(ROLES) }),
  license: z.string(),
  /** The user's saved language, which the interface takes (decision 020). */
  lang: z.enum(LANGUAGES),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginChallengeSchema = z.object({
  verification_required: z.literal(true),
  challenge: z.string(),
  user_message: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** Any simple acknowledgement the API answers with. */
export const messageResponseSchema = z.object({ user_message: z.string() });

/*
 * Request schemas, shared by the API routes and the web forms. Their error messages are message keys
 * (see MESSAGES), which the server and the web app translate into the user's language.
 */
const requiredText = () => storableText('fieldRequired').trim().min(1, { error: 'fieldRequired' });
const password = () =>
  z.string({ error: 'fieldRequired' }).min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' }).max(200);
const emailAddress = () =>
  z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .pipe(z.email({ error: 'invalidEmail' }));

/** Checks that `password_confirmation` repeats `password`. */
function confirmed<T extends { password: string; password_confirmation: string }>(value: T): boolean {
  return value.password === value.password_confirmation;
}
const confirmationIssue = { path: ['password_confirmation'], error: 'passwordConfirmation' };

/** POST /login: an OAuth-style password grant; `email` holds the e-mail address or the username. */
export const loginRequestSchema = z.object({
  email: requiredText().max(254),
  password: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200),
  grant_type: z.literal('password', { error: 'invalidInput' }),
  client_id: z.string({ error: 'fieldRequired' }).max(200),
  client_secret: z.string({ error: 'fieldRequired' }).max(200),
  referer: z.string().max(50).optional(),
});

export const verifyCodeRequestSchema = z.object({
  challenge: requiredText().max(200),
  code: requiredText().max(20),
});

/**
 * A new verification code may be asked for this long after the last one was sent (the server refuses
 * sooner ones; the sign-in page counts down to it).
 */
export const CODE_RESEND_COOLDOWN_SECONDS = 30;

export const resendCodeRequestSchema = z.object({ challenge: requiredText().max(200) });

export const resetLinkRequestSchema = z.object({ email: emailAddress() });

export const resetPasswordRequestSchema = z
  .object({
    token: requiredText().max(200),
    email: emailAddress(),
    password: password(),
    password_confirmation: z.string({ error: 'fieldRequired' }).max(200),
  })
  .refine(confirmed, confirmationIssue);

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200),
    password: password(),
    password_confirmation: z.string({ error: 'fieldRequired' }).max(200),
  })
  .refine(confirmed, confirmationIssue);

/** PUT /me/language: the language the user chose with the switch, saved for their next sign-ins. */
export const userLanguageRequestSchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'languageInvalid' }),
});

export const userLanguageResponseSchema = z.object({
  lang: z.enum(LANGUAGES),
  user_message: z.string(),
});
