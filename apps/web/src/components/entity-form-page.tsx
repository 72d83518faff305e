import { auditActorText } from '@cakemix/core';
import { Alert, Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../lib/api-error.ts';
import { useFormat } from '../lib/format.ts';
import { useLanguage } from '../lib/i18n/i18n.ts';
import { type RouteName, routePath } from '../lib/paths.ts';
import { type HistoryRecord, useRecordHistory } from '../lib/record-history.ts';
import { useCanEdit } from '../lib/session.ts';
import { AlertIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './page-loader.tsx';
import { RecordHistory } from './record-history.tsx';

/** The id of the address, or NaN when it is not a positive whole number; null on a create route. */
function idOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : Number.NaN;
}

interface Editable {
  id: number;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
}

export interface EntityFormPageProps<T extends Editable> {
  /** The query of the item being edited (disabled with a null id). */
  useItem: (id: number | null) => UseQueryResult<T>;
  /** The form, for a new item (null) or an existing one; read-only for viewers. */
  renderForm: (item: T | null, readOnly: boolean) => ReactNode;
  /** Where "back to the list" leads. */
  listRoute: RouteName;
  /** The kind of record, whose history (audit log) the edit screen shows under the form. */
  historyOf: HistoryRecord;
  texts: {
    createTitle: string;
    editTitle: string;
    /** The edit page's title once the item is loaded (its name appended, for instance). */
    titleOf?: (item: T) => string;
    notFound: string;
    createNotAllowed: string;
    backToList: string;
    lastUpdated: (datetime: string, user: string | null) => string;
  };
}

function Problem({
  text,
  listRoute,
  backToList,
}: {
  text: string;
  listRoute: RouteName;
  backToList: string;
}) {
  return (
    <Stack maw={640} gap="md">
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {text}
      </Alert>
      <Anchor component={Link} to={routePath(listRoute)}>
        {backToList}
      </Anchor>
    </Stack>
  );
}

/**
 * The create and edit screens of a multi-step form (brand profiles, properties): create for editors only;
 * edit waits for the item, says when it does not exist, and shows "last updated at … by …" from the newest
 * entry of its history (the audit log), which it lists under the form.
 */
export function EntityFormPage<T extends Editable>({
  useItem,
  renderForm,
  listRoute,
  historyOf,
  texts,
}: EntityFormPageProps<T>) {
  const format = useFormat();
  const lang = useLanguage();
  const canEdit = useCanEdit();
  const id = idOf(useParams().id);
  const validId = id !== null && !Number.isNaN(id);
  const query = useItem(validId ? id : null);
  const history = useRecordHistory(historyOf, validId ? id : null, query.data?.updated_at);
  const problem = (text: string) => (
    <Problem text={text} listRoute={listRoute} backToList={texts.backToList} />
  );

  if (id === null) {
    return (
      <>
        <PageHeader title={texts.createTitle} />
        {canEdit ? renderForm(null, false) : problem(texts.createNotAllowed)}
      </>
    );
  }
  if (!validId || query.isError) {
    const notFound = !validId || (isApiError(query.error) && query.error.type === 'not_found');
    return (
      <>
        <PageHeader title={texts.editTitle} />
        {problem(notFound ? texts.notFound : (query.error?.message ?? texts.notFound))}
      </>
    );
  }
  if (!query.data) return <PageLoader />;

  const item = query.data;
  // The log's newest entry says who changed it last, the command line included; the record's own stamp
  // stands in while the history loads.
  const newest = history.data?.pages[0]?.data[0];
  const lastChange = newest
    ? { at: newest.created_at, by: auditActorText(newest, lang) }
    : { at: item.updated_at, by: item.updated_by?.name ?? null };
  const datetime = format.date(lastChange.at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageHeader
        title={texts.titleOf?.(item) ?? texts.editTitle}
        description={texts.lastUpdated(datetime, lastChange.by)}
      />
      {renderForm(item, !canEdit)}
      <RecordHistory history={history} />
    </>
  );
}
