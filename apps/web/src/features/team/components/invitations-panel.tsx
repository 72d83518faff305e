import {
  type Invitation,
  type InvitationRequest,
  invitationRequestSchema,
  LANGUAGES,
  ROLES,
} from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ListView } from '@/components/list-page-body.tsx';
import type { ListColumn } from '@/components/list-table.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { useInvitationAction, useInvitations, useInvite } from '../api/team-api.ts';

const INVITATIONS_TABLE_WIDTH = 860;
const FIELDS = ['email', 'role', 'lang'] as const;

/** The invitation form and the invitations waiting for an answer, with resend and revoke. */
export function InvitationsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLanguage();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const invitations = useInvitations();
  const invite = useInvite();
  const action = useInvitationAction();
  const form = useForm<z.input<typeof invitationRequestSchema>, unknown, InvitationRequest>({
    resolver: zodResolver(invitationRequestSchema),
    defaultValues: { email: '', role: 'analyst', lang },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role, lang: values.lang });
    } catch (error) {
      const unplaced = failure(error, form.setError, FIELDS);
      if (unplaced.length > 0) notifyError(unplaced.join(' '));
    }
  });

  const now = Date.now();
  const columns: ListColumn<Invitation>[] = [
    { key: 'email', label: t('team.invitations.columns.email'), title: true, cell: (i) => i.email },
    { key: 'role', label: t('team.invitations.columns.role'), cell: (i) => t(`team.roles.${i.role.name}`) },
    { key: 'invitedBy', label: t('team.invitations.columns.invitedBy'), cell: (i) => i.invited_by ?? '—' },
    {
      key: 'expires',
      label: t('team.invitations.columns.expires'),
      nowrap: true,
      cell: (i) =>
        new Date(i.expires_at).getTime() <= now
          ? t('team.invitations.expired')
          : format.date(i.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  const run = (id: number, kind: 'resend' | 'revoke') =>
    action.mutate(
      { id, action: kind },
      { onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)) },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={22}>
          {t('team.invitations.title')}
        </Title>
        <Text c="dimmed">{t('team.invitations.intro')}</Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Grid align="flex-end">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TextInput
                type="email"
                label={t('team.invitations.email')}
                required
                autoComplete="off"
                error={errorText(errors.email)}
                {...form.register('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select
                    label={t('team.invitations.role')}
                    data={ROLES.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={errorText(errors.role)}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Controller
                control={form.control}
                name="lang"
                render={({ field }) => (
                  <Select
                    label={t('team.invitations.language')}
                    data={LANGUAGES.map((value) => ({ value, label: t(`team.languages.${value}`) }))}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={errorText(errors.lang)}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 2 }}>
              <Button type="submit" loading={invite.isPending} fullWidth>
                {t('team.invitations.submit')}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
      </Paper>
      {invitations.data && invitations.data.length > 0 ? (
        <Paper withBorder radius="md" p="md">
          <ListView
            rows={invitations.data}
            columns={columns}
            rowKey={(i) => i.id}
            actionsLabel={t('team.invitations.columns.actions')}
            actions={(i) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('team.invitations.resendLabel', { email: i.email })}
                  onClick={() => run(i.id, 'resend')}
                >
                  {t('team.invitations.resend')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('team.invitations.revokeLabel', { email: i.email })}
                  onClick={() => run(i.id, 'revoke')}
                >
                  {t('team.invitations.revoke')}
                </Button>
              </Group>
            )}
            busy={invitations.isFetching}
            emptyText=""
            minWidth={INVITATIONS_TABLE_WIDTH}
          />
        </Paper>
      ) : (
        <Text c="dimmed">{t('team.invitations.none')}</Text>
      )}
    </Stack>
  );
}
