import {
  createComparativeReportSchema,
  createDetailedReportSchema,
  isMessageKey,
  MAX_COMPARATIVE_PAIRS,
  message,
  type PropertySummary,
  REPORT_TITLE_MAX,
  type Report,
} from '@cakemix/core';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon, PlusIcon } from '@/components/icons.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SearchPicker } from '@/components/search-picker.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { routePath } from '@/lib/paths.ts';
import { usePickerSources } from '../api/report-pickers.ts';
import { useCreateReport } from '../api/reports-queries.ts';
import { reportPath } from './reports-page.tsx';

/** A chosen brand profile or property: enough to name it, flag a draft and send its id. */
type Choice = Pick<PropertySummary, 'id' | 'name' | 'status'>;

interface PairDraft {
  /** A stable key for the row. */
  key: number;
  profile: Choice | null;
  property: Choice | null;
}

function useFormShell() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateReport();
  const [serverError, setServerError] = useState<string | null>(null);
  const onCreated = (report: Report) => {
    notifySuccess(t('reports.created'));
    void navigate(reportPath(report));
  };
  const onFailed = (error: unknown) =>
    setServerError(error instanceof ApiError ? error.message : message('generic', lang));
  const text = (key: string | undefined) => (key && isMessageKey(key) ? message(key, lang) : undefined);
  return { t, create, serverError, setServerError, onCreated, onFailed, text };
}

/** The foot of both forms: the optional title, then cancel and generate. */
function FormFoot(props: {
  title: string;
  onTitle: (title: string) => void;
  error: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('reports.form.title')}
        placeholder={t('reports.form.titlePlaceholder')}
        value={props.title}
        onChange={(event) => props.onTitle(event.currentTarget.value)}
        error={props.error}
        maxLength={REPORT_TITLE_MAX}
      />
      <Group justify="flex-end">
        <Button component={Link} to={routePath('reports.index')} variant="default">
          {t('reports.form.cancel')}
        </Button>
        <Button type="submit" loading={props.busy}>
          {t('reports.form.generate')}
        </Button>
      </Group>
    </>
  );
}

function ServerError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {text}
    </Alert>
  );
}

/**
 * The brand profile and property pickers of one combination: each searches the website's list on the
 * server as the user types, complete ones first, then drafts marked "in progress"; a draft choice says
 * what it means.
 */
function PairPickers(props: {
  profile: Choice | null;
  property: Choice | null;
  onProfile: (value: Choice) => void;
  onProperty: (value: Choice) => void;
  errors: { profile?: string; property?: string };
}) {
  const { t } = useTranslation();
  const sources = usePickerSources();
  const itemLabel = (item: Choice) =>
    item.status === 'draft' ? t('reports.form.draftMark', { name: item.name }) : item.name;
  const itemGroup = (item: Choice) =>
    item.status === 'draft' ? t('reports.form.drafts') : t('reports.form.complete');
  const pickers = [
    {
      label: t('reports.form.profile'),
      source: sources.profiles,
      value: props.profile,
      onChange: props.onProfile,
      error: props.errors.profile,
      none: t('reports.form.noProfiles'),
      noMatch: (search: string) => t('reports.form.noProfileMatch', { search }),
    },
    {
      label: t('reports.form.property'),
      source: sources.properties,
      value: props.property,
      onChange: props.onProperty,
      error: props.errors.property,
      none: t('reports.form.noProperties'),
      noMatch: (search: string) => t('reports.form.noPropertyMatch', { search }),
    },
  ];
  return pickers.map((picker) => (
    <SearchPicker<Choice>
      key={picker.label}
      label={picker.label}
      placeholder={t('reports.form.pick')}
      value={picker.value}
      onChange={picker.onChange}
      queryKey={picker.source.queryKey}
      fetchPage={picker.source.fetchPage}
      enabled={sources.enabled}
      itemLabel={itemLabel}
      itemGroup={itemGroup}
      noneMessage={picker.none}
      noMatchMessage={picker.noMatch}
      error={picker.error}
      description={picker.value?.status === 'draft' ? t('reports.form.draftWarning') : undefined}
      required
    />
  ));
}

/** /reports/create/detailed-report: one brand profile and one property. */
export function CreateDetailedReportPage() {
  const heading = usePageHeading('reports.create-detailed');
  const { create, serverError, setServerError, onCreated, onFailed, text } = useFormShell();
  const [profile, setProfile] = useState<Choice | null>(null);
  const [property, setProperty] = useState<Choice | null>(null);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = createDetailedReportSchema.safeParse({
      brand_profile_id: profile?.id,
      property_id: property?.id,
      title: title.trim() || undefined,
    });
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??= text(issue.message) ?? issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate({ type: 'detailed', ...parsed.data }, { onSuccess: onCreated, onError: onFailed });
  };

  return (
    <>
      <PageHeader {...heading} />
      <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit} noValidate maw={760}>
        <Stack gap="md">
          <ServerError text={serverError} />
          <PairPickers
            profile={profile}
            property={property}
            onProfile={setProfile}
            onProperty={setProperty}
            errors={{ profile: errors.brand_profile_id, property: errors.property_id }}
          />
          <FormFoot title={title} onTitle={setTitle} error={errors.title} busy={create.isPending} />
        </Stack>
      </Paper>
    </>
  );
}

let nextKey = 1;
const emptyPair = (): PairDraft => ({ key: nextKey++, profile: null, property: null });

/** /reports/create/comparative-report: two to twenty distinct combinations. */
export function CreateComparativeReportPage() {
  const { t, create, serverError, setServerError, onCreated, onFailed, text } = useFormShell();
  const [pairs, setPairs] = useState<PairDraft[]>(() => [emptyPair(), emptyPair()]);
  const [title, setTitle] = useState('');
  const [rowErrors, setRowErrors] = useState<Record<string, string | undefined>>({});
  const [listError, setListError] = useState<string | null>(null);

  const update = (key: number, change: Partial<PairDraft>) =>
    setPairs((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const duplicates = new Set<number>();
  const seen = new Map<string, number>();
  for (const pair of pairs) {
    if (pair.profile === null || pair.property === null) continue;
    const id = `${pair.property.id}:${pair.profile.id}`;
    if (seen.has(id)) duplicates.add(pair.key);
    else seen.set(id, pair.key);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = createComparativeReportSchema.safeParse({
      title: title.trim() || undefined,
      pairs: pairs.map((p) => ({ brand_profile_id: p.profile?.id, property_id: p.property?.id })),
    });
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      let list: string | null = null;
      for (const issue of parsed.error.issues) {
        const textOf = text(issue.message) ?? issue.message;
        if (issue.path[0] === 'pairs' && issue.path.length >= 3)
          next[`${String(issue.path[1])}.${String(issue.path[2])}`] ??= textOf;
        else if (issue.path[0] === 'pairs') list ??= textOf;
        else next[String(issue.path[0])] ??= textOf;
      }
      setRowErrors(next);
      setListError(list);
      return;
    }
    setRowErrors({});
    setListError(null);
    create.mutate({ type: 'comparative', ...parsed.data }, { onSuccess: onCreated, onError: onFailed });
  };

  return (
    <>
      <PageHeader
        title={t('reports.createComparativeTitle')}
        description={t('reports.createComparativeIntro', { max: MAX_COMPARATIVE_PAIRS })}
      />
      <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit} noValidate maw={960}>
        <Stack gap="md">
          <ServerError text={serverError} />
          {pairs.map((pair, index) => (
            <Paper
              key={pair.key}
              withBorder
              radius="md"
              p="md"
              component="fieldset"
              style={{ borderColor: duplicates.has(pair.key) ? 'var(--mantine-color-red-6)' : undefined }}
            >
              <Group justify="space-between" mb="xs">
                <Text component="legend" fw={600}>
                  {t('reports.form.combination', { n: index + 1 })}
                </Text>
                {pairs.length > 2 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('reports.form.removeCombination', { n: index + 1 })}
                    onClick={() => setPairs((rows) => rows.filter((row) => row.key !== pair.key))}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PairPickers
                  profile={pair.profile}
                  property={pair.property}
                  onProfile={(value) => update(pair.key, { profile: value })}
                  onProperty={(value) => update(pair.key, { property: value })}
                  errors={{
                    profile: rowErrors[`${index}.brand_profile_id`],
                    property: rowErrors[`${index}.property_id`],
                  }}
                />
              </SimpleGrid>
              {duplicates.has(pair.key) ? (
                <Text c="red" size="sm" mt="xs">
                  {text('comparativeDuplicate')}
                </Text>
              ) : null}
            </Paper>
          ))}
          {listError ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {listError}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<PlusIcon size={16} />}
              disabled={pairs.length >= MAX_COMPARATIVE_PAIRS}
              onClick={() => setPairs((rows) => [...rows, emptyPair()])}
            >
              {t('reports.form.addCombination')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('reports.form.count', { count: pairs.length, max: MAX_COMPARATIVE_PAIRS })}
            </Text>
          </Group>
          <FormFoot title={title} onTitle={setTitle} error={rowErrors.title} busy={create.isPending} />
        </Stack>
      </Paper>
    </>
  );
}
