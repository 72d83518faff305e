import { type Report, type ReportType, type ReportView, reportView } from '@cakemix/core';
import { Accordion, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Logo } from '@/components/logo.tsx';
import { NotFoundPage } from '@/components/not-found-page.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { loginComingBackTo } from '@/lib/paths.ts';
import { PUBLIX_LICENSE, useSession } from '@/lib/session.ts';
import { useReport, useReportAccess } from '../api/reports-queries.ts';
import { ReportActions } from './report-actions.tsx';
import { BandBadge, EntryBadges, EntryBody, ViewSection } from './report-sections.tsx';
import { ReportSkeleton } from './report-skeleton.tsx';

/**
 * /detailed-report/{id} and /comparative-report/{id}: members read it, visitors need `?share=token`; a
 * visitor without one is sent to sign in, and comes back to the report.
 */
export function ReportScreen({ type }: { type: ReportType }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const access = useReportAccess(search.get('share'));
  const reportId = Number(id);
  const report = useReport(type, reportId, access);

  // Signed out without a share link: sign in first, then back to this report.
  if (access.kind === 'none') return <Navigate to={loginComingBackTo(location.pathname)} replace />;
  // An address no report can have (/detailed-report/create): nothing is asked for, so nothing would come.
  if (!Number.isInteger(reportId) || reportId <= 0) return <NotFoundPage />;
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) {
    const error = report.error;
    const hidden =
      access.kind === 'shared' ||
      (error instanceof ApiError && ['not_found', 'validation', 'forbidden'].includes(error.type));
    if (hidden) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <QueryErrorAlert message={error.message} onRetry={() => void report.refetch()} />
      </Container>
    );
  }
  const data = report.data;
  if (data.type !== type || data.entries.length === 0) return <NotFoundPage />;
  return <ReportBody report={data} member={access.kind === 'member'} />;
}

/**
 * The report laid out from its view in the interface language (the PDF lays out the same view). The app's
 * address is where the report points readers to the method's article.
 */
function ReportBody({ report, member }: { report: Report; member: boolean }) {
  // The report arrives as a synchronous update (the query's store); its first drawing is a transition that
  // React draws in slices, not one long task on a phone's main thread. Later changes (a rename) draw at once.
  const [drawing, setDrawing] = useState(false);
  useEffect(() => startTransition(() => setDrawing(true)), []);
  return drawing ? <ReportLayout report={report} member={member} /> : <ReportSkeleton />;
}

/** The report drawn: its top bar, then its one combination or the comparative ranking and combinations. */
function ReportLayout({ report, member }: { report: Report; member: boolean }) {
  const lang = useLanguage();
  const view = useMemo(() => reportView(report, lang, window.location.origin), [report, lang]);
  const [first] = view.entries;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <ReportTopBar report={report} view={view} member={member} />
        {view.overview ? <ComparativeBody view={view} /> : first ? <EntryBody entry={first} /> : null}
      </Stack>
    </Container>
  );
}

function ReportTopBar({ report, view, member }: { report: Report; view: ReportView; member: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const documentTitle = useDocumentTitle(view.title);
  return (
    <Paper withBorder radius="lg" p="lg" component="header">
      <title>{documentTitle}</title>
      <Group justify="space-between" mb="md">
        <Logo />
        {/* The report pages hide the header, and with it its switch; publix accounts have one language. */}
        {user?.license === PUBLIX_LICENSE ? null : <LanguageSwitch />}
      </Group>
      {/* Top-aligned: the actions grow downward when the export's status needs more than its line. */}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 420px' }}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {view.kind}
            {member ? null : ` · ${t('reports.top.sharedView')}`}
          </Text>
          <Title order={1} fz={26}>
            {view.title}
          </Title>
          <Group gap="xs">
            <Text fw={500}>{view.subtitle}</Text>
            {view.overview || !view.entries[0] ? null : <EntryBadges entry={view.entries[0]} />}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              view.generated,
              report.created_by ? t('reports.top.by', { name: report.created_by.name }) : null,
              view.method,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {view.currency}
          </Text>
        </Stack>
        <ReportActions report={report} member={member} />
      </Group>
    </Paper>
  );
}

/** The comparative ranking and charts, then each combination in full, best ratio first. */
function ComparativeBody({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {view.overview ? <ViewSection section={view.overview} entries={view.entries} /> : null}
      <Title order={2} fz={20}>
        {t('reports.comparative.details')}
      </Title>
      <Accordion variant="separated" radius="lg" multiple>
        {view.entries.map((entry, index) => (
          <Accordion.Item key={entry.position} value={String(entry.position)}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Badge variant="filled" radius="xl" size="lg" circle style={{ flexShrink: 0 }}>
                  {index + 1}
                </Badge>
                {/* The name, then its ratio and badges, wrapping under it on a narrow screen. */}
                <Group gap="xs" style={{ minWidth: 0 }}>
                  <Text fw={600}>{entry.name}</Text>
                  <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {entry.ratio}
                  </Text>
                  <BandBadge band={entry.band} />
                  <EntryBadges entry={entry} />
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <EntryBody entry={entry} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

export function DetailedReportPage() {
  return <ReportScreen type="detailed" />;
}

export function ComparativeReportPage() {
  return <ReportScreen type="comparative" />;
}
