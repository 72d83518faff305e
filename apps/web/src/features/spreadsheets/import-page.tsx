import type { Language } from '@cakemix/core';
import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { routePath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import {
  commitImport,
  downloadTemplate,
  type ImportError,
  type ImportPreview,
  previewImport,
} from './spreadsheets-api.ts';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The mistakes of a workbook, by sheet, row and column, as the server words them in the reader's language. */
function ErrorTable({ errors }: { errors: ImportError[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('spreadsheets.import.columns.sheet')}</Table.Th>
            <Table.Th>{t('spreadsheets.import.columns.row')}</Table.Th>
            <Table.Th>{t('spreadsheets.import.columns.column')}</Table.Th>
            <Table.Th>{t('spreadsheets.import.columns.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            // The same cell may have two mistakes: the position in the list keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <Table.Tr key={index}>
              <Table.Td>{error.sheet}</Table.Td>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td>{error.column ? `${error.column} (${error.cell})` : '—'}</Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /properties/import: properties from a workbook laid out as the template. The template downloads in
 * either language; the chosen file is checked by the server (nothing written) and the preview lists what
 * will be created and every mistake; the import itself creates all of it or nothing.
 */
export function ImportPage() {
  const heading = usePageHeading('properties.import');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const websiteId = useSession().user?.websiteId ?? 0;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const check = useMutation({
    mutationFn: (chosen: File) => previewImport(websiteId, chosen),
    onSuccess: setPreview,
    onError: () => setPreview(null),
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => commitImport(websiteId, chosen),
    onSuccess: async (answer) => {
      notifySuccess(answer.user_message);
      await queryClient.invalidateQueries();
      navigate(routePath('properties.index'));
    },
  });
  const failure = check.error ?? commit.error;
  const template = (lang: Language) => downloadTemplate(websiteId, lang, t('spreadsheets.import.title'));

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    check.reset();
    commit.reset();
    if (chosen) check.mutate(chosen);
  }

  const count = preview?.properties.length ?? 0;
  return (
    <>
      <PageHeader {...heading} />
      <Stack gap="lg">
        <Card withBorder>
          <Title order={2} fz="lg" mb="sm">
            {t('spreadsheets.import.templateTitle')}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => template('fr')}>
              {t('spreadsheets.import.templateFr')}
            </Button>
            <Button variant="default" onClick={() => template('en')}>
              {t('spreadsheets.import.templateEn')}
            </Button>
          </Group>
        </Card>
        <Card withBorder>
          <Title order={2} fz="lg" mb="sm">
            {t('spreadsheets.import.fileTitle')}
          </Title>
          <FileInput
            label={t('spreadsheets.import.fileLabel')}
            placeholder={t('spreadsheets.import.filePlaceholder')}
            accept={XLSX_TYPES}
            value={file}
            onChange={choose}
            clearable
            maw={480}
          />
        </Card>
        {failure ? (
          <Alert color="red" role="alert">
            {isApiError(failure) ? failure.message : t('messages.generic')}
          </Alert>
        ) : null}
        {preview ? (
          <Card withBorder>
            <Title order={2} fz="lg" mb="sm">
              {t('spreadsheets.import.previewTitle')}
            </Title>
            {preview.errors.length > 0 ? (
              <Stack gap="sm">
                <Alert
                  color="red"
                  role="alert"
                  title={t('spreadsheets.import.errorsTitle', { count: preview.errors.length })}
                >
                  {t('spreadsheets.import.errorsHint')}
                </Alert>
                <ErrorTable errors={preview.errors} />
              </Stack>
            ) : (
              <Stack gap="sm">
                <Text>{t('spreadsheets.import.willCreate', { count })}</Text>
                <Table.ScrollContainer minWidth={400}>
                  <Table striped withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('spreadsheets.import.columns.row')}</Table.Th>
                        <Table.Th>{t('spreadsheets.import.columns.name')}</Table.Th>
                        <Table.Th>{t('spreadsheets.import.columns.status')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.properties.map((row) => (
                        <Table.Tr key={row.row}>
                          <Table.Td>{row.row}</Table.Td>
                          <Table.Td>{row.name}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={row.status} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Group>
                  <Button onClick={() => file && commit.mutate(file)} loading={commit.isPending}>
                    {t('spreadsheets.import.confirm', { count })}
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
        ) : null}
        <Anchor component={Link} to={routePath('properties.index')}>
          {t('spreadsheets.import.cancel')}
        </Anchor>
      </Stack>
    </>
  );
}
