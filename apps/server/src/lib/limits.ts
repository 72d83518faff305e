import type { RateLimit } from './rate-limiter.ts';

/**
 * Every rate limit of the API in one table (docs/decisions/012-rate-limits-and-sign-in.md). Sign-in limits
 * count per client address, and only failures count against an account, so nobody can lock a person out
 * from elsewhere. Limits on failures count each guess before it is checked and give the slot back when it
 * was right (decision 025). Write limits count per person, across app instances. Each value can be changed
 * with RATE_LIMITS="name=max/seconds,…".
 */
export const DEFAULT_LIMITS = {
  /** Sign-in attempts from one address, right or wrong (each costs a password hash). */
  signInRequests: { max: 30, windowSeconds: 60 },
  /** Failed sign-ins from one address, whatever the account (password spraying). */
  signInFailures: { max: 20, windowSeconds: 15 * 60 },
  /** Failed sign-ins to one account from one address (guessing its password). */
  signInFailuresOnAccount: { max: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins to one account from anywhere: past this the owner gets an e-mail, never a lock. */
  signInAlert: { max: 20, windowSeconds: 60 * 60 },
  /** Verification code attempts from one address, right or wrong. */
  codeRequests: { max: 30, windowSeconds: 60 },
  /** Wrong verification codes from one address (each challenge also dies after 5). */
  codeFailures: { max: 10, windowSeconds: 15 * 60 },
  /** New verification codes asked for from one address. */
  codeResends: { max: 5, windowSeconds: 60 },
  /** Password reset links and resets asked for from one address. */
  resetLinks: { max: 5, windowSeconds: 60 },
  /** Reset links for one account asked for from one address: a second is "recently requested". */
  resetLinkRepeats: { max: 1, windowSeconds: 60 },
  /**
   * Reset links mailed to one account, whoever asks: past this nothing more is mailed, and the requester is
   * told the same as before. Shorter than a link's life (60 minutes), so the owner's mailbox then holds a
   * link that still works (decision 025).
   */
  resetLinksToAccount: { max: 5, windowSeconds: 30 * 60 },
  /** Reports read through share links from one address (guessing tokens). */
  sharedReportReads: { max: 60, windowSeconds: 60 },
  /** Password changes by one person, right or wrong (each costs one or two password hashes). */
  passwordChanges: { max: 20, windowSeconds: 15 * 60 },
  /** Wrong current passwords given by one person changing theirs (a stolen session guessing it). */
  passwordChangeFailures: { max: 5, windowSeconds: 15 * 60 },
  /** Languages saved by one person (the language switch). */
  languageChanges: { max: 30, windowSeconds: 60 },
  /** Brand profile writes by one person: create, update, delete. */
  profileWrites: { max: 60, windowSeconds: 60 },
  /** Property writes by one person: properties, their items, copies. */
  propertyWrites: { max: 60, windowSeconds: 60 },
  /** Comments on metrics posted or deleted by one person. */
  commentWrites: { max: 30, windowSeconds: 60 },
  /** Rate card entries written by one (admin) person. */
  rateCardWrites: { max: 30, windowSeconds: 60 },
  /** Report renames, deletions and share links by one person. */
  reportWrites: { max: 60, windowSeconds: 60 },
  /** Heavy report work by one person: creating, regenerating and PDF exports. */
  reportWork: { max: 30, windowSeconds: 10 * 60 },
  /** Member changes and invitations by one (admin) person. */
  teamWrites: { max: 60, windowSeconds: 60 },
  /** Sendings of one invitation: the first and its resends (each mails someone who has not joined yet). */
  invitationSends: { max: 3, windowSeconds: 60 * 60 },
  /** Invitation links opened or accepted from one address (guessing tokens; each acceptance hashes a password). */
  invitationAttempts: { max: 20, windowSeconds: 60 },
  /** Audit log pages and exports read by one person. */
  auditReads: { max: 120, windowSeconds: 60 },
  /** Support requests by one person. */
  supportRequests: { max: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, RateLimit>;

/** The sign-in limits, which AUTH_RATE_LIMIT_MULTIPLIER scales (an automated browser test run signs in often). */
export const SIGN_IN_LIMITS: readonly LimitName[] = [
  'signInRequests',
  'signInFailures',
  'signInFailuresOnAccount',
  'codeRequests',
  'codeFailures',
  'codeResends',
  'resetLinks',
  'resetLinkRepeats',
  'resetLinksToAccount',
];

const isLimitName = (name: string): name is LimitName => Object.hasOwn(DEFAULT_LIMITS, name);

/**
 * The limits with RATE_LIMITS ("reportWork=60/600,profileWrites=120/60") applied over the defaults and the
 * sign-in limits scaled by `signInMultiplier`. Unknown names and malformed values stop the start.
 */
export function limitsFrom(text: string | undefined, signInMultiplier = 1): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const name of SIGN_IN_LIMITS) {
    const limit = limits[name];
    limits[name] = { ...limit, max: Math.max(1, Math.round(limit.max * signInMultiplier)) };
  }
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(entry);
    const name = match?.[1] ?? '';
    if (!match || !isLimitName(name) || Number(match[2]) < 1 || Number(match[3]) < 1)
      throw new Error(
        `RATE_LIMITS: "${entry}" is not name=max/seconds with a known name (${Object.keys(DEFAULT_LIMITS).join(', ')})`,
      );
    limits[name] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return limits;
}
