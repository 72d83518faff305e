import type { Report } from '@cakemix/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { downloadReportWorkbook } from '../api/reports-api.ts';

/**
 * "Download workbook": the report as an .xlsx workbook in the reader's language, beside its PDF. The
 * server streams it at once (no queue, unlike the PDF), so the button only shows it is busy meanwhile.
 */
export function ReportWorkbookButton({ report }: { report: Pick<Report, 'type' | 'id' | 'title'> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadReportWorkbook(report, lang);
    } catch {
      notifyError(t('reports.top.workbookFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {t('reports.top.downloadWorkbook')}
    </Button>
  );
}
