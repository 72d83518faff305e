import { type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchAuthStatus } from '../features/auth/api/auth-api.ts';
import { isApiError } from '../lib/api-error.ts';
import { loginComingBackTo, MEMBER_REDIRECT } from '../lib/paths.ts';
import { session } from '../lib/session.ts';

/**
 * Signed-in routes (spec section 2): without a stored token go to /login, which comes back here once signed
 * in; otherwise ask the API whether the token is still live before showing the page. A 401 there has already ended the session (api.ts).
 */
export async function requireMember({ request }: LoaderFunctionArgs) {
  // Signed in, the person lands where they were going (a link from an e-mail, a bookmark).
  const url = new URL(request.url);
  const login = loginComingBackTo(`${url.pathname}${url.search}`);
  if (!session.getState().token) throw redirect(login);
  try {
    await fetchAuthStatus(request.signal);
  } catch (error) {
    if (isApiError(error) && error.type === 'unauthorized') throw redirect(login);
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
