import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { FilterSpec, ListParams } from '../lib/list-params.ts';
import { SearchIcon } from './icons.tsx';

/** Typing pauses this long before the list asks the server again. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of a server-side list: what is typed shows at once, and reaches the list state (and the
 * address) once typing pauses, back on page 1. `text` tells a page whether someone is searching even
 * before the pause.
 */
export function useListSearch<S extends string, F extends FilterSpec>(
  params: ListParams<S, F>,
  setParams: (next: ListParams<S, F>) => void,
) {
  const [text, setText] = useState(params.search);
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // While another page loads (a click on "Edit" within the pause), the list stays on screen; writing the
  // search into the address then would cancel that navigation and keep the person on the list.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!leaving && search !== params.search) setParams({ ...params, search, page: 1 });
  }, [leaving, search, params, setParams]);
  return { text, setText };
}

export function ListSearchInput({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The list is being fetched: a small spinner in the box. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('list.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<SearchIcon size={16} />}
      rightSection={busy ? <Loader size="xs" aria-label={t('app.loading')} /> : null}
      type="search"
      w={{ base: '100%', xs: 320 }}
    />
  );
}
