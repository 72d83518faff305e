import { foldText } from '@cakemix/core';
import { Alert, Drawer, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/icons.tsx';
import { useGlossary } from '../api/help-api.ts';

/** The glossary in a side drawer, with a filter over terms and definitions. */
export function GlossaryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const glossary = useGlossary(opened);
  const [search, setSearch] = useState('');
  const query = foldText(search.trim());
  const terms = (glossary.data?.terms ?? []).filter(
    (entry) => !query || foldText(`${entry.term} ${entry.definition}`).includes(query),
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('help.glossaryTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <TextInput
          type="search"
          label={t('help.glossarySearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          data-autofocus
        />
        {glossary.isPending ? <Loader size="sm" /> : null}
        {glossary.isError ? (
          <Alert color="red" role="alert">
            {t('help.loadFailed')}
          </Alert>
        ) : null}
        {glossary.data && terms.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('help.glossaryNoMatch', { search: search.trim() })}
          </Text>
        ) : null}
        <dl style={{ margin: 0 }}>
          {terms.map((entry) => (
            <div key={entry.id} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
              <Text component="dt" fw={700}>
                {entry.term}
              </Text>
              <Text component="dd" m={0} size="sm">
                {entry.definition}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Drawer>
  );
}
