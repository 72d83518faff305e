import { message } from '@cakemix/core';
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { GUEST_REDIRECT } from '../lib/paths.ts';
import { session } from '../lib/session.ts';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

/**
 * What follows the end of a session, whether by logout or by a 401 (spec section 4): cached lists are
 * emptied, the user is told, and the app goes to /login.
 */
export function handleSessionEnd(router: Navigator, queryClient: QueryClient) {
  return session.onEnd((reason) => {
    queryClient.clear();
    const lang = currentLanguage();
    if (reason === 'expired') notifyError(message('unauthenticated', lang));
    else notifySuccess(message('loggedOut', lang));
    void router.navigate(GUEST_REDIRECT, { replace: true });
  });
}
