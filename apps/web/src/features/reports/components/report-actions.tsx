import { LANGUAGES, type Language, message, type Report } from '@cakemix/core';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, ArrowLeftIcon, ChevronDownIcon } from '../../../components/icons.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { routePath } from '../../../lib/paths.ts';
import { useCanEdit } from '../../../lib/session.ts';
import { useReportActions } from '../api/reports-queries.ts';
import { usePdfExport } from '../api/use-pdf-export.ts';
import { RenameReportButton } from './rename-report-button.tsx';
import { useReportFormat } from './report-format.ts';

/** Export PDF in the interface language or the other one; the download starts by itself when ready. */
export function ExportPdfButton({ report }: { report: Report }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { state, start } = usePdfExport(report.type, report.id);
  const working = state.status === 'working';
  const ordered: Language[] = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={0} wrap="nowrap">
        <Button
          loading={working}
          onClick={() => void start(lang)}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          {t('reports.top.exportPdf')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              px={8}
              disabled={working}
              aria-label={t('reports.top.exportIn', { language: '…' })}
              style={{
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
                borderLeft: '1px solid rgba(255,255,255,.4)',
              }}
            >
              <ChevronDownIcon size={14} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ordered.map((l) => (
              <Menu.Item key={l} onClick={() => void start(l)}>
                {t('reports.top.exportIn', { language: t(`reports.top.language_${l}`) })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {working ? (
        <Text size="xs" c="dimmed" role="status">
          {t('reports.pdf.preparing')}
        </Text>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} p="xs" role="alert">
          <Group gap="xs" wrap="nowrap">
            <Text size="xs">{state.error}</Text>
            <Button size="compact-xs" color="red" variant="light" onClick={() => void start(state.lang)}>
              {t('reports.pdf.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

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

/** The top bar's buttons: members export; editors also rename, regenerate and share; visitors get none. */
export function ReportActions({ report, member }: { report: Report; member: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  if (!member) return null;
  return (
    <Group gap="sm" align="flex-start" className="report-actions">
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
      <ExportPdfButton report={report} />
    </Group>
  );
}
