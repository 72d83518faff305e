import type { CityRef } from '@cakemix/core';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { searchCities } from '../api/properties-api.ts';
import { usePropertyForm } from './fields.tsx';

function cityLabel(city: CityRef) {
  return `${city.name}, ${city.region}`;
}

/**
 * The primary city, searched on the server's list as the user types. Only a city chosen from the list is a
 * value: typed text that was not chosen shows "City is invalid, please choose from the dropdown list."
 */
export function CityField() {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name: 'general.city' });
  const city = field.value;
  const [search, setSearch] = useState(city ? cityLabel(city) : '');
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = debounced !== '' && (!city || debounced !== cityLabel(city));
  const results = useQuery({
    queryKey: ['cities', debounced],
    queryFn: () => searchCities({ search: debounced.split(',')[0], limit: 20 }),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = searching ? (results.data ?? []) : [];
  const options = [...(city ? [city] : []), ...found.filter((c) => c.id !== city?.id)];

  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('properties.form.city')}
      placeholder={t('properties.form.cityPlaceholder')}
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options.map((c) => ({ value: c.id, label: cityLabel(c) }))}
      value={city?.id ?? null}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        setTypedInvalid(false);
      }}
      onChange={(id) => {
        const chosen = options.find((c) => c.id === id) ?? null;
        field.onChange(chosen);
        setSearch(chosen ? cityLabel(chosen) : '');
        setTypedInvalid(false);
      }}
      onBlur={() => {
        field.onBlur();
        const text = search.trim();
        setTypedInvalid(text !== '' && (!city || text !== cityLabel(city)));
      }}
      nothingFoundMessage={searching && !results.isFetching ? t('properties.form.cityNothing') : undefined}
      error={typedInvalid ? t('messages.cityInvalid') : errorAt('general.city')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
