import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from '../auth/schemas.ts';
import { rowIdParam, storableText } from '../common/fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/*
 * A website's team: members, invitations, sessions and the audit log (issue 30, decision 028). Request
 * schemas are shared by the API and the web forms; their messages are message keys.
 */

export const MEMBER_STATUSES = ['active', 'deactivated'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How long an invitation's link works, from when it was (last) sent. */
export const INVITATION_TTL_DAYS = 7;

export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.object({ name: z.enum(ROLES) }),
  status: z.enum(MEMBER_STATUSES),
  license: z.string(),
  created_at: z.string(),
  /** The start of their newest session, or null if they never signed in. */
  last_sign_in_at: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberRoleRequestSchema = z.object({ role: z.enum(ROLES, { error: 'roleInvalid' }) });
export const memberStatusRequestSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: 'invalidInput' }),
});

const emailAddress = () =>
  z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(254, { error: 'textTooLong' })
    .pipe(z.email({ error: 'invalidEmail' }));

export const invitationRequestSchema = z.object({
  email: emailAddress(),
  role: z.enum(ROLES, { error: 'roleInvalid' }),
  lang: z.enum(LANGUAGES, { error: 'languageInvalid' }),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.object({ name: z.enum(ROLES) }),
  lang: z.enum(LANGUAGES),
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation page shows before the invitee chooses a name and a password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  website_name: z.string(),
  lang: z.enum(LANGUAGES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationRequestSchema = z
  .object({
    token: storableText('fieldRequired').trim().min(1, { error: 'fieldRequired' }).max(200),
    name: storableText('fieldRequired')
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(120, { error: 'textTooLong' }),
    password: z
      .string({ error: 'fieldRequired' })
      .min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' })
      .max(200),
    password_confirmation: z.string({ error: 'fieldRequired' }).max(200),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'passwordConfirmation',
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  /** The browser's User-Agent at sign-in, as sent. */
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The kinds of record the audit log names. */
export const AUDIT_RECORD_TYPES = [
  'property',
  'brand_profile',
  'report',
  'comment',
  'rate_card',
  'website',
  'member',
  'invitation',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its key (`name`, `data.<answer>`, `items.<kind>`) and old and new values. */
export const auditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null: the command line. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.number().int(),
  record_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

// Year 0000 passes ISO 8601 but names no day the database knows (there is no year 0 in its calendar).
const isoDate = z.iso
  .date({ error: 'invalidDate' })
  .refine((day) => day >= '0001-01-01', { error: 'invalidDate' });

export const auditQuerySchema = z.object({
  actor_id: rowIdParam.optional(),
  record_type: z.enum(AUDIT_RECORD_TYPES, { error: 'invalidInput' }).optional(),
  record_id: rowIdParam.optional(),
  /** Days, inclusive, in the website's calendar (UTC). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Entries older than this id: the next page. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  per_page: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  /** The `before` of the next page, or null on the last one. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
