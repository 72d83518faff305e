import type { PageMeta } from '@cakemix/core';
import {
  CheckIcon,
  Combobox,
  Group,
  InputBase,
  Loader,
  ScrollArea,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format.ts';

/** Typing pauses this long before the picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 300;
/** The value of the "show more" option: never an item's id. */
const MORE = 'more-results';

export interface PickerPage<T> {
  data: T[];
  meta: PageMeta;
}

export interface SearchPickerProps<T extends { id: number }> {
  label: string;
  placeholder?: string;
  /** The chosen item, kept whole: its name shows whatever page of results is loaded. */
  value: T | null;
  onChange: (item: T) => void;
  /** The list's key in the query cache; the search is appended to it. */
  queryKey: QueryKey;
  /** One page of the items matching `search` (the server searches, sorts and paginates). */
  fetchPage: (query: { search: string; page: number }, signal: AbortSignal) => Promise<PickerPage<T>>;
  itemLabel: (item: T) => string;
  /** Items come grouped in this order (e.g. by status); a heading starts each group. */
  itemGroup?: (item: T) => string;
  /** Said when nothing exists at all. */
  noneMessage: string;
  /** Said when nothing matches what was typed. */
  noMatchMessage: (search: string) => string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** False while the list cannot be asked for yet. */
  enabled?: boolean;
}

/** Consecutive items of the same group, in the order the server gave them. */
function grouped<T>(items: T[], groupOf?: (item: T) => string) {
  const groups: { name: string | undefined; items: T[] }[] = [];
  for (const item of items) {
    const name = groupOf?.(item);
    const last = groups.at(-1);
    if (last && last.name === name) last.items.push(item);
    else groups.push({ name, items: [item] });
  }
  return groups;
}

/**
 * A typeahead picker over a server-side list: what is typed is searched on the server once typing pauses,
 * the first page of matches shows, and a "show more" option at the end (or scrolling to the bottom) loads
 * the next one. The chosen item's name stays in the box whatever is loaded. Keyboard: arrows move through
 * the options, Enter picks (or loads more), Escape closes; a live region says what the list holds.
 */
export function SearchPicker<T extends { id: number }>(props: SearchPickerProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const chosenLabel = props.value ? props.itemLabel(props.value) : '';
  // What is being typed; null while the box shows the chosen item's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue(typed?.trim() ?? '', PICKER_SEARCH_DELAY_MS);
  const queryClient = useQueryClient();
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped(null);
      // Opened again, the list starts from its first page (and a refetch asks for that page alone).
      queryClient.setQueryData<InfiniteData<PickerPage<T>, number>>(
        [...props.queryKey, ''],
        (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      );
    },
  });

  const query = useInfiniteQuery({
    queryKey: [...props.queryKey, search],
    queryFn: ({ pageParam, signal }) => props.fetchPage({ search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: props.enabled ?? true,
  });
  // A row that moved between two pages' requests is shown once.
  const byId = new Map<string, T>();
  for (const page of query.data?.pages ?? []) for (const item of page.data) byId.set(String(item.id), item);
  const items = [...byId.values()];
  const lastMeta = query.data?.pages.at(-1)?.meta;
  // "Results: 25 of 60", or "of more than 500" when the search stopped counting (the answer's total).
  const count = (shown: number) =>
    t(lastMeta?.total_capped ? 'picker.countMore' : 'picker.count', {
      shown: format.number(shown),
      total: format.number(lastMeta?.total ?? 0),
    });
  const searching = query.isFetching && !query.isFetchingNextPage;
  const busy = query.isPending || (query.isPlaceholderData && query.isFetching);

  // After "show more", the first new option is highlighted (and named to screen readers as the active one).
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || query.isFetchingNextPage) return;
    firstNew.current = null;
    if (index >= items.length) return;
    combobox.selectOption(index);
    const list = combobox.listId ? document.getElementById(combobox.listId) : null;
    const active = list?.querySelector('[data-combobox-selected]');
    if (active?.id) combobox.targetRef.current?.setAttribute('aria-activedescendant', active.id);
  }, [items.length, query.isFetchingNextPage, combobox]);

  /** The next page; chosen from the list (not scrolled to), its first option becomes the active one. */
  const loadMore = (highlight: boolean) => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (highlight) firstNew.current = items.length;
    void query.fetchNextPage();
  };

  const submit = (value: string) => {
    if (value === MORE) {
      loadMore(true);
      return;
    }
    const item = byId.get(value);
    if (item) props.onChange(item);
    combobox.closeDropdown();
  };

  const status = busy
    ? t('app.loading')
    : query.isError
      ? query.error.message
      : items.length === 0
        ? search
          ? props.noMatchMessage(search)
          : props.noneMessage
        : count(items.length);

  const option = (item: T) => {
    const chosen = item.id === props.value?.id;
    return (
      <Combobox.Option value={String(item.id)} key={item.id} active={chosen} aria-selected={chosen}>
        <Group gap="xs" wrap="nowrap">
          {chosen ? <CheckIcon size={12} aria-hidden /> : null}
          <span>{props.itemLabel(item)}</span>
        </Group>
      </Combobox.Option>
    );
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={props.label}
          placeholder={props.placeholder}
          description={props.description}
          error={props.error}
          required={props.required}
          value={typed ?? chosenLabel}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={searching ? <Loader size="xs" /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
        />
      </Combobox.Target>
      <VisuallyHidden role="status">{combobox.dropdownOpened ? status : ''}</VisuallyHidden>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={props.label}>
          <ScrollArea.Autosize mah={280} type="scroll" onBottomReached={() => loadMore(false)}>
            {items.length === 0 || query.isError ? (
              <Combobox.Empty>{status}</Combobox.Empty>
            ) : (
              grouped(items, props.itemGroup).flatMap((group) =>
                group.name === undefined
                  ? group.items.map(option)
                  : [
                      <Combobox.Group label={group.name} key={`group-${group.items[0]?.id}`}>
                        {group.items.map(option)}
                      </Combobox.Group>,
                    ],
              )
            )}
            {query.hasNextPage && !query.isError ? (
              <Combobox.Option value={MORE} key={MORE} disabled={query.isFetchingNextPage}>
                <Group gap="xs" wrap="nowrap" fw={600}>
                  {query.isFetchingNextPage ? <Loader size="xs" /> : null}
                  <span>
                    {query.isFetchingNextPage
                      ? t('app.loading')
                      : `${t('picker.more')} (${count(items.length)})`}
                  </span>
                </Group>
              </Combobox.Option>
            ) : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
