import {
  BENEFIT_CATALOGUE,
  formatCents,
  formatPercent,
  formatRatio,
  type Language,
  NEUTRAL_PROFILE,
  type PreliminaryReason,
  propertyInputSchema,
  RATIO_BAND_LABELS,
  RATIO_WARNING_LIMIT,
  type Rates,
  type RatioBand,
  valuate,
} from '@cakemix/core';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useRef } from 'react';
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

/** The live estimate's figures under method 1.2: the rights against the rights fee, activation apart. */
export interface Estimate {
  /** The rights value; null while nothing in the property can be valued yet. */
  rightsValueCents: number | null;
  /** Null while no rights fee is entered. */
  rightsFeeCents: number | null;
  /** The headline rights-fee ratio (two decimals) with its P10–P90; null without a fee or a value. */
  ratio: { value: number; p10: number; p90: number } | null;
  /** The verdict: one band, or the two an interval crossing a boundary reaches; none while preliminary. */
  bands: RatioBand[];
  /** Why the verdict is withheld; null when it is not. */
  preliminary: {
    reasons: PreliminaryReason[];
    assumedShare: number;
    unansweredShare: number;
  } | null;
  /** The sponsor's own activation, apart from the rights: its cost and the value it generated; null if none. */
  activation: { costCents: number; valueCents: number } | null;
}

/**
 * The property valued for a neutral brand from the form's values, with the website's rates and the benefits
 * catalogue (as core's standaloneValuation, hence as the properties list and the report value it); null
 * when the values do not parse.
 */
export function estimateOf(values: PropertyFormValues, rates: Rates): Estimate | null {
  const data = formValuesToProperty(values, 'draft');
  // The name does not change the value; an empty one must not hide the estimate.
  const parsed = propertyInputSchema.safeParse({
    ...data,
    general: { ...data.general, name: data.general.name || '-' },
  });
  if (!parsed.success) return null;
  const result = valuate(parsed.data, NEUTRAL_PROFILE, rates, { catalogue: BENEFIT_CATALOGUE });
  const { appraisal } = result;
  const valued = result.lines.length > 0 && appraisal !== undefined;
  if (!valued || !appraisal) return emptyEstimate(parsed.data.management.rights_fee);
  const reading = appraisal.rightsFeeRatio;
  const reasons = appraisal.verdict.preliminary;
  const { costCents, valueCents } = appraisal.activation;
  return {
    rightsValueCents: appraisal.rights.totalCents,
    rightsFeeCents: parsed.data.management.rights_fee === null ? null : result.cost.rightsFeeCents,
    ratio:
      reading.value !== null && reading.interval
        ? { value: reading.value, p10: reading.interval.p10, p90: reading.interval.p90 }
        : null,
    bands: reasons ? [] : appraisal.verdict.bands,
    preliminary: reasons
      ? {
          reasons,
          assumedShare: result.uncertainty?.preliminary?.assumedShare ?? 0,
          unansweredShare: appraisal.dataQuality.questions.unansweredShare,
        }
      : null,
    activation: costCents > 0 || valueCents > 0 ? { costCents, valueCents } : null,
  };
}

/** Nothing valued yet: only the rights fee, if entered. */
function emptyEstimate(rightsFee: number | null): Estimate {
  return {
    rightsValueCents: null,
    rightsFeeCents: rightsFee === null ? null : Math.round(rightsFee * 100),
    ratio: null,
    bands: [],
    preliminary: null,
    activation: null,
  };
}

/** A ratio as the report prints it: two decimals. */
const ratioText = (ratio: number, lang: Language) => formatRatio(ratio, lang);

/**
 * The live estimate: the rights value against the rights fee, the rights-fee ratio with its P10–P90 and its
 * verdict (or why it is withheld), and the sponsor's activation apart, computed in the browser from the form
 * on every change — no network round trip — with the website's rates (its rate card, read once). Values
 * that do not parse keep the last good one.
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
  const bands = estimate?.bands ?? [];
  const preliminary = estimate?.preliminary ?? null;
  const ratio = estimate?.ratio ?? null;
  const activation = estimate?.activation ?? null;

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
        <Figure label={t('properties.estimate.rightsValue')} testId="estimate-value" strong>
          {estimate?.rightsValueCents != null ? formatCents(estimate.rightsValueCents, lang) : '—'}
        </Figure>
        <Figure label={t('properties.estimate.rightsFee')} testId="estimate-fee">
          {estimate?.rightsFeeCents != null
            ? formatCents(estimate.rightsFeeCents, lang)
            : t('properties.estimate.noFee')}
        </Figure>
        <Figure label={t('properties.estimate.ratio')} testId="estimate-ratio">
          {ratio ? ratioText(ratio.value, lang) : '—'}
        </Figure>
        {ratio ? (
          <Text size="xs" c="dimmed" ta="right" data-testid="estimate-interval">
            {t('properties.estimate.interval', {
              low: ratioText(ratio.p10, lang),
              high: ratioText(ratio.p90, lang),
            })}
          </Text>
        ) : null}
        {bands.length > 0 ? <Verdict bands={bands} /> : null}
        {preliminary ? (
          <Stack gap={4} data-testid="estimate-preliminary">
            <Group justify="flex-end">
              <Badge color="gray" variant="light" tt="none">
                {t('properties.estimate.preliminary')}
              </Badge>
            </Group>
            {preliminary.reasons.map((reason) => (
              <Text key={reason} size="xs" c="dimmed">
                {t(`properties.estimate.why.${reason}`, {
                  share: formatPercent(
                    (reason === 'unanswered_questions'
                      ? preliminary.unansweredShare
                      : preliminary.assumedShare) * 100,
                    lang,
                  ),
                  limit: formatPercent(
                    (reason === 'unanswered_questions'
                      ? rates.preliminaryUnansweredShare
                      : rates.preliminaryAssumedShare) * 100,
                    lang,
                  ),
                  ratio: ratioText(RATIO_WARNING_LIMIT, lang),
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
        {activation ? (
          <Text size="xs" c="dimmed" data-testid="estimate-activation">
            {t('properties.estimate.activation', {
              cost: formatCents(activation.costCents, lang),
              value: formatCents(activation.valueCents, lang),
            })}
          </Text>
        ) : null}
        {estimate?.rightsValueCents == null ? (
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

/** One figure of the panel: its label, and the amount or ratio at the right. */
function Figure({
  label,
  testId,
  strong = false,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} size={strong ? 'lg' : 'md'} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** The verdict: the band, or the two bands an interval crossing a boundary reaches ("between … and …"). */
function Verdict({ bands }: { bands: RatioBand[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [low, high] = bands;
  if (!low) return null;
  return (
    <Group justify="flex-end">
      <Badge color={BAND_COLORS[low]} variant="light" tt="none" data-testid="estimate-band">
        {high && high !== low
          ? t('properties.estimate.betweenBands', {
              low: RATIO_BAND_LABELS[low][lang],
              high: RATIO_BAND_LABELS[high][lang].toLowerCase(),
            })
          : RATIO_BAND_LABELS[low][lang]}
      </Badge>
    </Group>
  );
}
