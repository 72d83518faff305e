import { type LoginChallenge, loginRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/password-field.tsx';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { routePath } from '@/lib/paths.ts';
import { useLoginMutation } from '../api/auth-queries.ts';
import { FormAlert } from './form-alert.tsx';

const loginFormSchema = loginRequestSchema.pick({ email: true, password: true });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

export function LoginForm({ onChallenge }: { onChallenge: (challenge: LoginChallenge) => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const login = useLoginMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    try {
      onChallenge(await login.mutateAsync(values));
    } catch (error) {
      setFormError(failure(error, form.setError, ['email', 'password']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={formError} />
        <TextInput
          label={t('auth.login.email')}
          autoComplete="username"
          required
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password)}
          {...form.register('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to={routePath('password.forgot')} size="sm" ta="center">
          {t('auth.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
