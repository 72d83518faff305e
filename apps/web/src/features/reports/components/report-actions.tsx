import { type Language, message, type Report } from '@cakemix/core';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { routePath } from '@/lib/paths.ts';
import { useCanEdit } from '@/lib/session.ts';
import { useReportActions } from '../api/reports-queries.ts';
import { usePdfExport } from '../api/use-pdf-export.ts';
import { ExportPdfButton, PdfExportStatus } from './pdf-export.tsx';
import { RenameReportButton } from './rename-report-button.tsx';
import { useReportFormat } from './report-format.ts';
import { ReportWorkbookButton } from './report-workbook.tsx';

function errorText(error: unknown, lang: Language) {
  return error instanceof ApiError ? error.message : message('generic', lang);
}

/** Create, copy and revoke the share link; the link itself is shown once, when made. */
export function ShareButton({ report }: { report: Report }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = useReportFormat();
  const { share, revoke } = useReportActions(report);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setUrl(null);
  };
  const active = report.share.active;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('reports.top.share')}
      </Button>
      <Modal opened={open} onClose={close} title={t('reports.share.title')} size="lg">
        <Stack gap="md">
          <Text size="sm">{t('reports.share.intro')}</Text>
          {url ? (
            <>
              <Text size="sm" fw={600}>
                {t('reports.share.onceOnly')}
              </Text>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('reports.share.url')}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1 }}
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button color={copied ? 'teal' : 'blue'} onClick={copy}>
                      {copied ? t('reports.share.copied') : t('reports.share.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {active && report.share.created_at
                ? t('reports.share.active', { date: f.date(report.share.created_at) })
                : t('reports.share.inactive')}
            </Text>
          )}
          {active && !url ? (
            <Text size="xs" c="dimmed">
              {t('reports.share.replaceNote')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            {active ? (
              <Button
                color="red"
                variant="light"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: (answer) => {
                      setUrl(null);
                      notifySuccess(answer.user_message);
                    },
                    onError: (error) => notifyError(errorText(error, lang), t('reports.share.failed')),
                  })
                }
              >
                {t('reports.share.revoke')}
              </Button>
            ) : null}
            <Button
              loading={share.isPending}
              onClick={() =>
                share.mutate(undefined, {
                  onSuccess: (link) => {
                    setUrl(link.url);
                    notifySuccess(t('reports.share.created'));
                  },
                  onError: (error) => notifyError(errorText(error, lang), t('reports.share.failed')),
                })
              }
            >
              {active ? t('reports.share.replace') : t('reports.share.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function RegenerateButton({ report }: { report: Report }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { regenerate } = useReportActions(report);
  const button = (
    <Button
      variant="default"
      disabled={!report.can_regenerate}
      loading={regenerate.isPending}
      onClick={() =>
        regenerate.mutate(undefined, {
          onSuccess: () => notifySuccess(t('reports.top.regenerated')),
          onError: (error) => notifyError(errorText(error, lang)),
        })
      }
    >
      {t('reports.top.regenerate')}
    </Button>
  );
  return report.can_regenerate ? (
    button
  ) : (
    <Tooltip label={t('reports.top.cannotRegenerate')} multiline w={260}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * The top bar's buttons: members export; editors also rename, regenerate and share; visitors get none.
 * The export's status takes its own line under the whole row, so its text never pushes a button aside.
 */
export function ReportActions({ report, member }: { report: Report; member: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const pdf = usePdfExport(report.type, report.id);
  const exportButton = useRef<HTMLButtonElement>(null);
  if (!member) return null;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start">
        <Button
          component={Link}
          to={routePath('reports.index')}
          variant="subtle"
          leftSection={<ArrowLeftIcon size={16} />}
        >
          {t('reports.backToReports')}
        </Button>
        {canEdit ? <RenameReportButton report={report} /> : null}
        {canEdit ? <RegenerateButton report={report} /> : null}
        {canEdit ? <ShareButton report={report} /> : null}
        <ExportPdfButton ref={exportButton} state={pdf.state} onExport={(lang) => void pdf.start(lang)} />
        <ReportWorkbookButton report={report} />
      </Group>
      <PdfExportStatus
        state={pdf.state}
        onRetry={(lang) => {
          // The retry button goes away once the export starts again: keep keyboard focus on the export.
          exportButton.current?.focus();
          void pdf.start(lang);
        }}
      />
    </Stack>
  );
}
