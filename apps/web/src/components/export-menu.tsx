import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons.tsx';
import type { QueryParams } from '@/lib/api-client.ts';
import { downloadList, type ExportedList, type ListFormat } from '@/lib/list-export.ts';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.ts';

/**
 * A list's "Export" button: the list as an Excel workbook or a CSV file, with the filters and sort the
 * screen shows (not its page: every matching row), named after the screen and the day.
 */
export function ExportMenu({ list, query, name }: { list: ExportedList; query: QueryParams; name: string }) {
  const { t } = useTranslation();
  const websiteId = useSession().user?.websiteId ?? null;
  const [busy, setBusy] = useState(false);
  async function run(format: ListFormat) {
    if (websiteId === null) return;
    setBusy(true);
    try {
      await downloadList(websiteId, list, format, query, `${name} ${new Date().toISOString().slice(0, 10)}`);
    } catch {
      notifyError(t('spreadsheets.export.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} rightSection={<ChevronDownIcon size={14} />}>
          {t('spreadsheets.export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('xlsx')}>{t('spreadsheets.export.xlsx')}</Menu.Item>
        <Menu.Item onClick={() => run('csv')}>{t('spreadsheets.export.csv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
