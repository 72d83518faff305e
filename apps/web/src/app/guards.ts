import { type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchAuthStatus } from '../features/auth/api/auth-api.ts';
import { isApiError } from '../lib/api-error.ts';
import { GUEST_REDIRECT, MEMBER_REDIRECT } from '../lib/paths.ts';
import { session } from '../lib/session.ts';

/**
 * Signed-in routes (spec section 2): without a stored token go to /login; otherwise ask the API whether the
 * token is still live before showing the page. A 401 there has already ended the session (api.ts).
 */
export async function requireMember({ request }: LoaderFunctionArgs) {
  if (!session.getState().token) throw redirect(GUEST_REDIRECT);
  try {
    await fetchAuthStatus(request.signal);
  } catch (error) {
    if (isApiError(error) && error.type === 'unauthorized') throw redirect(GUEST_REDIRECT);
    throw error;
  }
  return null;
}

/** Guest-only routes (login, forgot, reset): with a stored token go to the member home. */
export function requireGuest() {
  if (session.getState().token) throw redirect(MEMBER_REDIRECT);
  return null;
}

/** Guards run on every navigation, not only when their route is first entered. */
export const alwaysRevalidate = () => true;
