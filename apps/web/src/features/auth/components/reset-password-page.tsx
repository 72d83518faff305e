import { resetPasswordRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/password-field.tsx';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { routePath } from '@/lib/paths.ts';
import { useResetPasswordMutation } from '../api/auth-queries.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

type ResetInput = z.input<typeof resetPasswordRequestSchema>;
type ResetOutput = z.output<typeof resetPasswordRequestSchema>;
const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** /password/reset/{token}?email=…: the e-mailed link's screen; success goes to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reset = useResetPasswordMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, email: searchParams.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    try {
      await reset.mutateAsync(values);
      navigate(routePath('login'), { replace: true });
    } catch (error) {
      setFormError(failure(error, form.setError, FIELDS));
    }
  });

  const linkProblem = [errors.token ? errorText(errors.token) : undefined, ...formError].filter(
    (text): text is string => Boolean(text),
  );

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert messages={linkProblem} />
          <TextInput
            type="email"
            label={t('auth.reset.email')}
            autoComplete="email"
            required
            error={errorText(errors.email)}
            {...form.register('email')}
          />
          <PasswordField
            label={t('auth.reset.password')}
            autoComplete="new-password"
            required
            error={errorText(errors.password)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('auth.reset.confirmation')}
            autoComplete="new-password"
            required
            error={errorText(errors.password_confirmation)}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('auth.reset.submit')}
          </Button>
          <Anchor component={Link} to={routePath('password.forgot')} size="sm" ta="center">
            {t('auth.reset.requestNewLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
