import type { LoginChallenge } from '@cakemix/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader.tsx';
import { afterSignIn, NEXT_PARAM } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { VerificationCodeForm } from './verification-code-form.tsx';

/**
 * /login: credentials, then the e-mailed verification code; success goes where the person was going when
 * they were sent here (`?next=`, an address inside the app), else to the member home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const { token } = useSession();

  // Signed in by the code: the header already shows the user while the member home loads; the empty card
  // would flash under it.
  if (token) return <PageLoader />;
  if (!challenge) {
    return (
      <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
        <LoginForm onChallenge={setChallenge} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verify.title')} intro={t('auth.verify.intro')}>
      <VerificationCodeForm
        challenge={challenge}
        onSignedIn={() => navigate(afterSignIn(search.get(NEXT_PARAM)), { replace: true })}
        onRestart={() => setChallenge(null)}
      />
    </AuthCard>
  );
}
