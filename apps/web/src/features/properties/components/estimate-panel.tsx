import {
  formatCents,
  formatPercent,
  formatRatio,
  NEUTRAL_PROFILE,
  type PreliminaryReason,
  propertyInputSchema,
  RATIO_BAND_LABELS,
  type Rates,
  type RatioBand,
  valuate,
} from '@cakemix/core';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { useWebsiteRates } from '@/lib/rate-card.ts';
import { usePropertyForm } from './fields.tsx';
import { PendingFindings } from './plausibility-notes.tsx';
import { formValuesToProperty, type PropertyFormValues } from './property-form-model.ts';

const BAND_COLORS = {
  below_cost: 'red',
  break_even: 'orange',
  fair: 'yellow',
  target: 'teal',
  strong: 'green',
  exceptional: 'grape',
} as const;

/** The live estimate's figures: the stand-alone valuation, with its band or why it is preliminary. */
export interface Estimate {
  /** Null while nothing in the property can be valued yet. */
  valueCents: number | null;
  costCents: number;
  ratio: number | null;
  /** Null while the estimate is preliminary (method 1.1: a preliminary ratio has no band). */
  band: RatioBand | null;
  preliminary: { reasons: PreliminaryReason[]; assumedShare: number } | null;
}

/**
 * The property's value for a neutral brand, from the form's values and the website's rates (as core's
 * standaloneValuation, with the band and the preliminary state of the result); null when they do not parse.
 */
export function estimateOf(values: PropertyFormValues, rates: Rates): Estimate | null {
  const data = formValuesToProperty(values, 'draft');
  // The name does not change the value; an empty one must not hide the estimate.
  const parsed = propertyInputSchema.safeParse({
    ...data,
    general: { ...data.general, name: data.general.name || '-' },
  });
  if (!parsed.success) return null;
  const result = valuate(parsed.data, NEUTRAL_PROFILE, rates);
  const valued = result.lines.length > 0;
  const preliminary = result.uncertainty?.preliminary ?? null;
  return {
    valueCents: valued ? result.value.totalCents : null,
    costCents: result.cost.totalCents,
    ratio: valued ? result.ratio.value : null,
    band: valued && !preliminary ? result.ratio.band : null,
    preliminary: valued ? preliminary : null,
  };
}

/**
 * The live estimate: value, cost and value-to-cost ratio with its band, computed in the browser
 * from the form on every change — no network round trip — with the website's rates (its rate card, read
 * once). Values that do not parse keep the last good one.
 */
export function EstimatePanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { form } = usePropertyForm();
  const values = useWatch({ control: form.control });
  const rates = useWebsiteRates();
  const lastGood = useRef<Estimate | null>(null);
  // useWatch gives the whole form's values (a new object on every change).
  const current = useMemo(() => estimateOf(values as PropertyFormValues, rates), [values, rates]);
  if (current) lastGood.current = current;
  const estimate = current ?? lastGood.current;
  const band = estimate?.band ?? null;
  const preliminary = estimate?.preliminary ?? null;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="aside"
      aria-label={t('properties.estimate.title')}
      aria-live="polite"
    >
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('properties.estimate.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('properties.estimate.value')}
          </Text>
          <Text fw={700} size="lg" data-testid="estimate-value">
            {estimate?.valueCents != null ? formatCents(estimate.valueCents, lang) : '—'}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('properties.estimate.cost')}
          </Text>
          <Text fw={600} data-testid="estimate-cost">
            {estimate ? formatCents(estimate.costCents, lang) : '—'}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('properties.estimate.ratio')}
          </Text>
          <Text fw={600} data-testid="estimate-ratio">
            {estimate?.ratio != null ? formatRatio(estimate.ratio, lang) : '—'}
          </Text>
        </Group>
        {band ? (
          <Group justify="flex-end">
            <Badge color={BAND_COLORS[band]} variant="light" tt="none" data-testid="estimate-band">
              {RATIO_BAND_LABELS[band][lang]}
            </Badge>
          </Group>
        ) : null}
        {preliminary ? (
          <Stack gap={4} data-testid="estimate-preliminary">
            <Group justify="flex-end">
              <Badge color="gray" variant="light" tt="none">
                {t('reports.m.preliminary')}
              </Badge>
            </Group>
            {preliminary.reasons.map((reason) => (
              <Text key={reason} size="xs" c="dimmed">
                {reason === 'no_rights_fee'
                  ? t('reports.m.preliminaryNoFee')
                  : t('reports.m.preliminaryAssumed', {
                      share: formatPercent(preliminary.assumedShare * 100, lang),
                      limit: formatPercent(rates.preliminaryAssumedShare * 100, lang),
                    })}
              </Text>
            ))}
          </Stack>
        ) : null}
        {estimate?.valueCents == null ? (
          <Text size="xs" c="dimmed">
            {t('properties.estimate.nothingYet')}
          </Text>
        ) : null}
        <PendingFindings />
        {current === null && lastGood.current ? (
          <Text size="xs" c="orange">
            {t('properties.estimate.stale')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('properties.estimate.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
