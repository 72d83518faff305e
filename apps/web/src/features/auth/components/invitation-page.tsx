import { acceptInvitationRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/password-field.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { switchLanguage } from '@/lib/i18n/language.ts';
import { routePath } from '@/lib/paths.ts';
import { useAcceptInvitationMutation, useInvitationPreview } from '../api/auth-queries.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

type AcceptInput = z.input<typeof acceptInvitationRequestSchema>;
type AcceptOutput = z.output<typeof acceptInvitationRequestSchema>;
const FIELDS = ['name', 'password', 'password_confirmation'] as const;

/**
 * /invitations/{token}: the e-mailed invitation's screen. The invitee chooses a name and a password; the
 * account exists from then on, and they sign in (password, then the e-mailed code) as everyone does.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitationMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<AcceptInput, unknown, AcceptOutput>({
    resolver: zodResolver(acceptInvitationRequestSchema),
    defaultValues: { token, name: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  // The page opens in the language the admin chose for the invitee, once; the switch still works after.
  const languageTaken = useRef(false);
  const invitedLanguage = preview.data?.lang;
  useEffect(() => {
    if (!invitedLanguage || languageTaken.current) return;
    languageTaken.current = true;
    void switchLanguage(invitedLanguage);
  }, [invitedLanguage]);

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    try {
      await accept.mutateAsync(values);
      navigate(routePath('login'), { replace: true });
    } catch (error) {
      setFormError(failure(error, form.setError, FIELDS));
    }
  });

  if (preview.isPending) return <AuthCard title={t('auth.invitation.checking')}>{null}</AuthCard>;
  if (preview.isError) {
    const text = preview.error instanceof ApiError ? preview.error.message : t('auth.invitation.checking');
    return (
      <AuthCard title={t('auth.invitation.invalidTitle')}>
        <Stack gap="md">
          <FormAlert messages={[text]} />
          <Anchor component={Link} to={routePath('login')} ta="center">
            {t('auth.invitation.goToLogin')}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }
  const linkProblem = [errors.token ? errorText(errors.token) : undefined, ...formError].filter(
    (text): text is string => Boolean(text),
  );
  return (
    <AuthCard
      title={t('auth.invitation.title', { website: preview.data.website_name })}
      intro={<Text span>{t('auth.invitation.intro', { email: preview.data.email })}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert messages={linkProblem} />
          <TextInput
            label={t('auth.invitation.name')}
            autoComplete="name"
            required
            error={errorText(errors.name)}
            {...form.register('name')}
          />
          <PasswordField
            label={t('auth.invitation.password')}
            autoComplete="new-password"
            required
            error={errorText(errors.password)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('auth.invitation.confirmation')}
            autoComplete="new-password"
            required
            error={errorText(errors.password_confirmation)}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('auth.invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
