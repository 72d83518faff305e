import { RATE_CARD_GROUPS, type RateCard, type RateCardChange, type RateCardRow } from '@cakemix/core';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCards, useListCards } from '@/components/list-cards.tsx';
import type { ListColumn } from '@/components/list-table.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { useRateCard } from '@/lib/rate-card.ts';
import { useSession } from '@/lib/session.ts';
import { EntryModal, type EntryTarget } from './entry-modal.tsx';
import { type RateFormat, useRateFormat } from './rate-values.ts';

const NONE = '—';

/** What comes next for a rate: each later entry's value and day. */
function Upcoming({ row, format }: { row: RateCardRow; format: RateFormat }) {
  const { t } = useTranslation();
  if (row.upcoming.length === 0) return <>{NONE}</>;
  return (
    <Stack gap={2}>
      {row.upcoming.map((entry) => (
        <Text key={entry.id} size="sm">
          {entry.value === null
            ? t('rateCard.upcomingDefault', { date: format.day(entry.effective_from) })
            : t('rateCard.upcomingValue', {
                value: format.value(row, entry.value),
                date: format.day(entry.effective_from),
              })}
        </Text>
      ))}
    </Stack>
  );
}

/** The rates' table needs 900 px; its section's padding and border add 34. */
const RATES_TABLE_WIDTH = 900;
const SECTION_INSET = 34;

/**
 * A group's rates: a table, or cards on a screen too narrow for it, where the table would hide each rate's
 * buttons past its right edge. Both are drawn from the same columns.
 */
function RateRows({
  rows,
  admin,
  format,
  onEdit,
}: {
  rows: RateCardRow[];
  admin: boolean;
  format: RateFormat;
  onEdit: (target: EntryTarget) => void;
}) {
  const { t } = useTranslation();
  const cards = useListCards(RATES_TABLE_WIDTH + SECTION_INSET);
  const columns: ListColumn<RateCardRow>[] = [
    { key: 'rate', label: t('rateCard.columns.rate'), title: true, cell: (row) => format.label(row) },
    {
      key: 'default',
      label: t('rateCard.columns.default'),
      numeric: true,
      cell: (row) => format.value(row, row.default_value),
    },
    {
      key: 'source',
      label: t('rateCard.columns.source'),
      cell: (row) => (
        <Text size="xs" c="dimmed">
          {format.source(row)} ({format.month(row.default_date)})
        </Text>
      ),
    },
    {
      key: 'website',
      label: t('rateCard.columns.website'),
      numeric: true,
      cell: (row) =>
        row.current ? (
          <Text span inherit fw={700}>
            {format.value(row, row.current.value)}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('rateCard.defaultInUse')}
          </Text>
        ),
    },
    {
      key: 'since',
      label: t('rateCard.columns.since'),
      cell: (row) => (row.current ? format.day(row.current.effective_from) : NONE),
    },
    { key: 'note', label: t('rateCard.columns.note'), cell: (row) => row.current?.note || NONE },
    {
      key: 'upcoming',
      label: t('rateCard.columns.upcoming'),
      cell: (row) => <Upcoming row={row} format={format} />,
    },
  ];
  const actions = (row: RateCardRow) => {
    const name = format.label(row);
    return (
      <>
        <Button
          size="xs"
          variant="light"
          aria-label={t('rateCard.changeLabel', { name })}
          onClick={() => onEdit({ row, mode: 'change' })}
        >
          {t('rateCard.change')}
        </Button>
        {row.current ? (
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('rateCard.resetLabel', { name })}
            onClick={() => onEdit({ row, mode: 'reset' })}
          >
            {t('rateCard.reset')}
          </Button>
        ) : null}
      </>
    );
  };

  if (cards) {
    return (
      <ListCards
        rows={rows}
        columns={columns}
        rowKey={(row) => row.key}
        actions={admin ? actions : undefined}
        headingOrder={3}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={RATES_TABLE_WIDTH}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
            {admin ? <Table.Th>{t('rateCard.columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid={`rate-${row.key}`}>
              {columns.map((column) =>
                column.title ? (
                  <Table.Th key={column.key} scope="row" fw={500}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
              {admin ? (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every change, newest first: who, when, which rate, old → new, from when, why. */
function History({ card, format }: { card: RateCard; format: RateFormat }) {
  const { t } = useTranslation();
  const rowOf = new Map(card.rows.map((row) => [row.key, row]));
  const shownValue = (change: RateCardChange, value: number | null) => {
    const row = rowOf.get(change.key);
    if (!row) return NONE;
    return value === null
      ? t('rateCard.history.defaultValue', { value: format.value(row, row.default_value) })
      : format.value(row, value);
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('rateCard.history.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('rateCard.history.intro')}
      </Text>
      {card.history.length === 0 ? (
        <Text>{t('rateCard.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" data-testid="rate-card-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rateCard.history.columns.when')}</Table.Th>
                <Table.Th>{t('rateCard.history.columns.who')}</Table.Th>
                <Table.Th>{t('rateCard.history.columns.rate')}</Table.Th>
                <Table.Th>{t('rateCard.history.columns.change')}</Table.Th>
                <Table.Th>{t('rateCard.history.columns.effectiveFrom')}</Table.Th>
                <Table.Th>{t('rateCard.history.columns.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {card.history.map((change) => {
                const row = rowOf.get(change.key);
                return (
                  <Table.Tr key={change.id}>
                    <Table.Td>{format.moment(change.created_at)}</Table.Td>
                    <Table.Td>{change.created_by.name}</Table.Td>
                    <Table.Td>{row ? format.label(row) : NONE}</Table.Td>
                    <Table.Td>
                      {t('rateCard.history.change', {
                        old: shownValue(change, change.previous_value),
                        new: shownValue(change, change.value),
                      })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {format.day(change.effective_from)}
                        {change.effective_from > card.day ? (
                          <Badge color="gray" variant="light" tt="none">
                            {t('rateCard.history.pending')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{change.note || NONE}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * /rate-card: the website's rate card. The default table with its sources and dates, the website's own
 * values beside them with their dates and notes, what is to come, and the history. Admins change a value or
 * put it back to the default; analysts and viewers read.
 */
export function RateCardPage() {
  const heading = usePageHeading('rate-card');
  const { t } = useTranslation();
  const format = useRateFormat();
  const card = useRateCard();
  const admin = useSession().user?.role === 'admin';
  const [target, setTarget] = useState<EntryTarget | null>(null);

  let body: React.ReactNode;
  if (card.isPending) body = <PageLoader />;
  else if (card.isError)
    body = (
      <QueryErrorAlert
        message={card.error instanceof ApiError ? card.error.message : t('rateCard.loadFailed')}
        onRetry={() => void card.refetch()}
      />
    );
  else {
    const { data } = card;
    body = (
      <Stack gap="xl">
        <Text size="sm">{t('rateCard.day', { date: format.day(data.day) })}</Text>
        {admin ? null : (
          <Alert color="gray" variant="light">
            {t('rateCard.readOnly')}
          </Alert>
        )}
        {RATE_CARD_GROUPS.map((group) => {
          const rows = data.rows.filter((row) => row.group === group);
          if (rows.length === 0) return null;
          return (
            <Paper
              key={group}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby={`group-${group}`}
            >
              <Stack gap="xs">
                <Title order={2} fz="lg" id={`group-${group}`}>
                  {t(`rateCard.groups.${group}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`rateCard.groupHints.${group}`)}
                </Text>
                <RateRows rows={rows} admin={admin} format={format} onEdit={setTarget} />
              </Stack>
            </Paper>
          );
        })}
        <History card={data} format={format} />
        <EntryModal target={target} day={data.day} onClose={() => setTarget(null)} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader {...heading} />
      {body}
    </>
  );
}
