import type { PageMeta } from '@cakemix/core';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format.ts';

/**
 * The foot of a server-side list: "1–25 of 60" (of "more than 500" when a search stopped counting at the total the answer gives) and
 * the page buttons, labelled for screen readers. Shows nothing while everything fits on one page.
 */
export function ListPagination({
  meta,
  shown,
  onPage,
}: {
  meta: PageMeta;
  /** Rows on the current page. */
  shown: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (meta.last_page <= 1) return null;
  const from = (meta.page - 1) * meta.per_page + 1;
  return (
    <Group justify="space-between" align="center">
      <Text size="sm" c="dimmed">
        {t(meta.total_capped ? 'list.rangeMore' : 'list.range', {
          from: format.number(from),
          to: format.number(from + shown - 1),
          total: format.number(meta.total),
        })}
      </Text>
      <nav aria-label={t('list.pages')}>
        <Pagination
          total={meta.last_page}
          value={meta.page}
          onChange={onPage}
          getItemProps={(number) => ({ 'aria-label': t('list.page', { page: number }) })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('list.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('list.nextPage') }
                : {}
          }
        />
      </nav>
    </Group>
  );
}
