import { CHANNEL_LABELS, CPM_CHANNELS, type CpmList, cpmView, propertyInputSchema } from '@cakemix/core';
import { Alert, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { useWebsiteRates } from '@/lib/rate-card.ts';
import { useCpm } from '../api/properties-queries.ts';
import { NumberField, usePropertyForm } from './fields.tsx';
import { usePlausibility } from './plausibility-context.tsx';
import { FindingNote, FindingsList } from './plausibility-notes.tsx';
import { formValuesToProperty, type PropertyFormValues } from './property-form-model.ts';

type CpmRow = CpmList['cpm'][number];

/**
 * The CPM view of the form's values, computed in the browser (a new property, or unsaved changes) with the
 * website's rates, as the server computes a saved one. While a value does not parse (a benefit without a
 * name…), the last good figures stay, marked stale.
 */
function useLocalCpm(enabled: boolean): { rows: CpmRow[] | null; stale: boolean } {
  const { form } = usePropertyForm();
  const values = useWatch({ control: form.control });
  const rates = useWebsiteRates();
  const lastGood = useRef<CpmRow[] | null>(null);
  const current = useMemo(() => {
    if (!enabled) return null;
    const parsed = propertyInputSchema.safeParse(formValuesToProperty(values as PropertyFormValues, 'draft'));
    if (!parsed.success) return null;
    return cpmView(parsed.data, rates).map((row) => ({
      channel: row.channel,
      default_cpm: row.defaultCpm,
      override_cpm: row.overrideCpm,
      cpm: row.cpm,
      impressions_estimated: row.impressionsEstimated,
      impressions_actual: row.impressionsActual,
      impressions_delivered: row.impressionsDelivered,
      expected_value: row.expectedCents / 100,
      delivered_value: row.deliveredCents / 100,
      value_per_thousand: row.valuePerThousandCents === null ? null : row.valuePerThousandCents / 100,
    }));
  }, [enabled, values, rates]);
  if (current) lastGood.current = current;
  return { rows: current ?? lastGood.current, stale: enabled && current === null };
}

/**
 * The CPM view: per channel the default CPM, the property's override (an editable field; empty
 * means the default), impressions estimated and actual, value, and value per 1,000 delivered impressions (a
 * value, not the effective CPM, which is a cost). A toggle button shows it.
 * A saved property shows the server's figures (GET /properties/{id}/cpm); a new one, the form's.
 */
export function CpmPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const { saved, form } = usePropertyForm();
  const [shown, setShown] = useState(false);
  const { findings, byPath } = usePlausibility();
  const cpmFindings = findings.filter((finding) => finding.rule === 'cpm');
  // The server's figures describe the saved property; with unsaved changes the form's own are shown.
  const fromServer = saved !== null && !form.formState.isDirty;
  const server = useCpm(saved?.id ?? null, shown && fromServer);
  const local = useLocalCpm(shown && !fromServer);
  const rows = fromServer ? server.data?.cpm : local.rows;
  const money = (value: number) =>
    format.money(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const wholeMoney = (value: number) => format.money(value, { maximumFractionDigits: 0 });

  return (
    <Stack gap="sm">
      <div>
        <Button
          variant={shown ? 'default' : 'light'}
          onClick={() => setShown((value) => !value)}
          aria-expanded={shown}
        >
          {shown ? t('properties.cpm.hide') : t('properties.cpm.show')}
        </Button>
      </div>
      {shown ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {fromServer ? t('properties.cpm.savedFigures') : t('properties.cpm.unsaved')}
            </Text>
            {!fromServer && local.stale ? (
              <Text size="sm" c="orange">
                {t('properties.cpm.stale')}
              </Text>
            ) : null}
            {fromServer && server.isError ? (
              <Alert color="red" variant="light">
                {server.error.message}
              </Alert>
            ) : null}
            <Table.ScrollContainer minWidth={820} type="native">
              <Table verticalSpacing="xs" horizontalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('properties.cpm.channel')}</Table.Th>
                    <Table.Th ta="right">{t('properties.cpm.defaultCpm')}</Table.Th>
                    <Table.Th>{t('properties.cpm.override')}</Table.Th>
                    <Table.Th ta="right">{t('properties.cpm.impressions')}</Table.Th>
                    <Table.Th ta="right">{t('properties.cpm.value')}</Table.Th>
                    <Table.Th ta="right">{t('properties.cpm.valuePerThousand')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {CPM_CHANNELS.map((channel) => {
                    const row = rows?.find((r) => r.channel === channel);
                    const label = CHANNEL_LABELS[channel][lang];
                    const path = `owned_media.cpm_overrides.${channel}` as const;
                    const finding = byPath.get(path);
                    return (
                      <Table.Tr key={channel}>
                        <Table.Td fw={600}>{label}</Table.Td>
                        <Table.Td ta="right">{row ? money(row.default_cpm) : '—'}</Table.Td>
                        <Table.Td w={160}>
                          <NumberField
                            name={path}
                            kind="money"
                            ariaLabel={t('properties.cpm.overrideLabel', { channel: label })}
                            description={finding ? <FindingNote finding={finding} compact /> : undefined}
                          />
                        </Table.Td>
                        <Table.Td ta="right">
                          {row
                            ? `${format.number(row.impressions_estimated)} / ${
                                row.impressions_actual === null ? '—' : format.number(row.impressions_actual)
                              }`
                            : '—'}
                        </Table.Td>
                        <Table.Td ta="right">
                          {row
                            ? `${wholeMoney(row.expected_value)} / ${wholeMoney(row.delivered_value)}`
                            : '—'}
                        </Table.Td>
                        <Table.Td ta="right">
                          {row && row.value_per_thousand !== null ? money(row.value_per_thousand) : '—'}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              {t('properties.cpm.valuePerThousandHelp')}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {/* Shown with the panel closed too: an unusual CPM of the property must be seen. */}
      <FindingsList findings={cpmFindings} title={t('properties.plausibility.cpmListTitle')} />
    </Stack>
  );
}
