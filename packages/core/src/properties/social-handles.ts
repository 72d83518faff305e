import type { SocialNetwork } from './options.ts';

/**
 * The account names each network accepts, without the leading "@" (which people often type and the
 * schema strips). They follow the networks' published rules for new accounts.
 */
export const SOCIAL_HANDLE_PATTERNS: Record<SocialNetwork, RegExp> = {
  // 1–30 letters, digits, periods and underscores; no period first or last.
  instagram: /^(?!\.)(?!.*\.$)[A-Za-z0-9._]{1,30}$/,
  x: /^\w{1,15}$/,
  tiktok: /^[A-Za-z0-9._]{2,24}$/,
  youtube: /^[A-Za-z0-9._-]{3,30}$/,
  facebook: /^[A-Za-z0-9.]{5,50}$/,
  linkedin: /^[A-Za-z0-9-]{3,100}$/,
  // 3–15 characters starting with a letter.
  snapchat: /^[A-Za-z][A-Za-z0-9._-]{2,14}$/,
};

/** Drops the "@" people type in front of a handle ("@club" and "club" are the same account). */
export function normalizeHandle(handle: string): string {
  return handle.trim().replace(/^@/, '');
}

/** Whether a (normalized) handle has a form the network allows; it may still not exist. */
export function isHandleFormatValid(network: SocialNetwork, handle: string): boolean {
  return SOCIAL_HANDLE_PATTERNS[network].test(handle);
}
