import { LANGUAGES, type Language } from '@cakemix/core';
import { Button, Group, Loader, Menu, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ChevronDownIcon } from '@/components/icons.tsx';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { isExportBusy, type PdfExportState } from '../api/use-pdf-export.ts';
import classes from './pdf-export.module.css';

/**
 * Export PDF in the interface language, or in either language from its menu. While an export is under way
 * the buttons refuse clicks but stay focusable (aria-disabled rather than disabled), so keyboard focus is
 * not dropped on the page's body.
 */
export function ExportPdfButton({
  state,
  onExport,
  ref,
}: {
  state: PdfExportState;
  onExport: (lang: Language) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const busy = isExportBusy(state);
  const ordered: Language[] = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  const busyProps = busy ? { 'data-disabled': true, 'aria-disabled': true } : {};
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        ref={ref}
        {...busyProps}
        onClick={() => {
          if (!busy) onExport(lang);
        }}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {t('reports.top.exportPdf')}
      </Button>
      <Menu position="bottom-end" withinPortal disabled={busy}>
        <Menu.Target>
          <Button
            {...busyProps}
            px={8}
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
            <Menu.Item key={l} onClick={() => onExport(l)}>
              {t('reports.top.exportIn', { language: t(`reports.top.language_${l}`) })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function useStatusText(state: PdfExportState): string {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return '';
    case 'starting':
      return t('reports.pdf.starting');
    case 'queued':
      if (state.position === null) return t('reports.pdf.waiting');
      return state.position === 1
        ? t('reports.pdf.next')
        : t('reports.pdf.queued', { position: state.position });
    case 'rendering':
      return t('reports.pdf.preparing');
    case 'done':
      return t('reports.pdf.done');
    case 'failed':
      return state.reason ?? t('reports.pdf.failed');
  }
}

const TEXT_COLOR: Partial<Record<PdfExportState['status'], string>> = { done: 'teal', failed: 'red' };

/**
 * The export's state in words under the buttons. The live region is always there, empty while idle, so
 * that screen readers announce its first change too; the retry button sits beside it, not inside it.
 */
export function PdfExportStatus({
  state,
  onRetry,
}: {
  state: PdfExportState;
  /** Starts the failed export again, in its language. */
  onRetry: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  const text = useStatusText(state);
  return (
    <div className={classes.status}>
      {isExportBusy(state) ? <Loader size={12} className={classes.indicator} aria-hidden /> : null}
      {state.status === 'failed' ? (
        <AlertIcon size={14} className={classes.indicator} color="var(--mantine-color-red-8)" aria-hidden />
      ) : null}
      <Text size="xs" role="status" c={TEXT_COLOR[state.status] ?? 'dimmed'} className={classes.text}>
        {text}
      </Text>
      {state.status === 'failed' ? (
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          className={classes.retry}
          onClick={() => onRetry(state.lang)}
        >
          {t('reports.pdf.retry')}
        </Button>
      ) : null}
    </div>
  );
}
