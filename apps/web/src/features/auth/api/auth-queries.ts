import { message } from '@cakemix/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error.ts';
import { loadCurrentCatalogue } from '@/lib/i18n/catalogues.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { fetchUserWithLanguage, takeSignInLanguage } from '@/lib/i18n/user-language.ts';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify.ts';
import { session, useSession } from '@/lib/session.ts';
import {
  acceptInvitation,
  changePassword,
  fetchCurrentUser,
  logout,
  previewInvitation,
  requestLogin,
  requestResetLink,
  resendCode,
  resetPassword,
  verifyCode,
} from './auth-api.ts';

export const CURRENT_USER_KEY = ['current-user'] as const;

/**
 * The current user, fetched once per load while signed in; the answer refreshes the stored user, and the
 * interface takes the user's saved language.
 */
export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CURRENT_USER_KEY, token],
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const user = await fetchUserWithLanguage(fetchCurrentUser);
      await session.setCurrentUser(user);
      return user;
    },
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: requestLogin });
}

/** The right code starts the session (token and user stored) in the user's saved language. */
export function useVerifyCodeMutation() {
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: async (login) => {
      // The signed-in header and screens show text from the whole catalogue: it loads before they render.
      await loadCurrentCatalogue();
      await session.start(login);
      await takeSignInLanguage(login);
    },
  });
}

export function useResendCodeMutation() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: resendCode,
    onSuccess: (answer) => notifySuccess(answer.user_message),
    onError: (error) => {
      // Too soon after the last code is a wait, not a failure: the server's hint, in no error colour (the
      // form counts down meanwhile). Anything else: the spec's wording.
      if (error instanceof ApiError && error.type === 'too_many_requests') notifyInfo(error.message);
      else notifyError(message('codeResendFailed', lang));
    },
  });
}

/** Revokes the token, then ends the session whatever the answer (an expired token is as good as revoked). */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // Nothing to do: the local session ends below either way.
      }
      await session.end('logout');
    },
  });
}

export function useResetLinkMutation() {
  return useMutation({ mutationFn: requestResetLink });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => notifySuccess(answer.user_message),
  });
}

export function useChangePasswordMutation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => notifySuccess(answer.user_message, t('auth.change.title')),
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({ queryKey: ['invitation', token], queryFn: () => previewInvitation(token), retry: false });
}

export function useAcceptInvitationMutation() {
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (answer) => notifySuccess(answer.user_message),
  });
}
