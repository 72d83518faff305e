import { z } from 'zod';
import { OBJECTIVES } from '../profiles/options.ts';
import {
  IMPRESSION_READINGS,
  OWNED_MEDIA_LINES,
  plausibilityConfirmationSchema,
} from '../properties/confirmations.ts';
import { CPM_CHANNELS } from '../properties/options.ts';
import { RATIO_BANDS } from './rates.ts';
import {
  DATA_SOURCES,
  INPUT_SOURCES,
  OVERLAP_CODES,
  PRELIMINARY_REASONS,
  RATE_ORIGINS,
  VALUE_SECTIONS,
  VALUE_SIDES,
  type ValuationResult,
  WARNING_CODES,
} from './types.ts';

const amounts = z.object({ expectedCents: z.number(), deliveredCents: z.number() });
const input = z.object({
  name: z.string(),
  value: z.number(),
  source: z.enum(INPUT_SOURCES),
  path: z.string().optional(),
});
const score = z.object({
  score: z.number(),
  parts: z.array(z.object({ name: z.string(), score: z.number().nullable(), weight: z.number() })),
  low: z.number().optional(),
  high: z.number().optional(),
});
const ratio = z.object({ value: z.number().nullable(), band: z.enum(RATIO_BANDS).nullable() });
const span = z.object({ low: z.number(), high: z.number() });
const cents = z.object({ lowCents: z.number(), highCents: z.number() });

const sections = VALUE_SECTIONS;
const sectionRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(sections.map((s) => [s, value])) as Record<(typeof sections)[number], T>);
const dataShares = z.object(
  Object.fromEntries(DATA_SOURCES.map((s) => [s, z.number()])) as Record<
    (typeof DATA_SOURCES)[number],
    z.ZodNumber
  >,
);
const interval = z.object({ p10Cents: z.number(), p90Cents: z.number() });
const ratioReading = z.object({
  value: z.number().nullable(),
  interval: z.object({ p10: z.number(), p90: z.number() }).nullable(),
  bands: z.array(z.enum(RATIO_BANDS)),
});

/** A plausibility finding as a report keeps it (valuation/plausibility.ts), with its confirmation. */
const findingBase = {
  key: z.string(),
  path: z.string(),
  figure: z.number(),
  direction: z.enum(['above', 'below']),
  limit: z.number(),
  confirmation: plausibilityConfirmationSchema.nullable(),
  confirmed: z.boolean(),
};
const reportWarning = z.discriminatedUnion('rule', [
  z.object({
    ...findingBase,
    rule: z.literal('unit_value'),
    itemId: z.string(),
    itemName: z.string(),
    benefitId: z.number(),
    reference: z.number(),
    factor: z.number(),
  }),
  z.object({
    ...findingBase,
    rule: z.literal('cpm'),
    channel: z.enum(CPM_CHANNELS),
    range: z.object({ low: z.number(), high: z.number() }),
    factor: z.number(),
  }),
  z.object({
    ...findingBase,
    rule: z.literal('impressions'),
    line: z.enum(OWNED_MEDIA_LINES),
    reading: z.enum(IMPRESSION_READINGS),
    audience: z.object({ kind: z.enum(['direct', 'digital', 'whole']), people: z.number() }),
    perPerson: z.number(),
    multiple: z.number(),
  }),
  z.object({
    rule: z.literal('ratio'),
    ratio: z.enum(['rights_fee', 'programme']),
    figure: z.number(),
    limit: z.number(),
  }),
]);

/** Method 1.2's block (absent from 1.0 and 1.1 results). */
const appraisal = z.object({
  rights: z.object({
    tangibleCents: z.number(),
    intangibleCents: z.number(),
    totalCents: z.number(),
    expectedTotalCents: z.number(),
    interval,
    stress: cents,
  }),
  activation: z.object({ costCents: z.number(), valueCents: z.number(), interval }),
  programme: z.object({ valueCents: z.number(), costCents: z.number(), interval }),
  rightsFeeRatio: ratioReading,
  programmeRatio: ratioReading,
  verdict: z.object({
    bands: z.array(z.enum(RATIO_BANDS)),
    preliminary: z.array(z.enum(PRELIMINARY_REASONS)).nullable(),
  }),
  fairRightsFee: z
    .object({
      cents: z.number(),
      interval,
      target: z.object({ ratio: z.number(), source: z.enum(['profile', 'website', 'default']) }),
    })
    .nullable(),
  dataQuality: z.object({
    value: dataShares.nullable(),
    questions: z.object({ asked: z.number(), answered: z.number(), unansweredShare: z.number() }),
    audienceAudited: z.boolean().nullable(),
  }),
  warnings: z.array(reportWarning),
  intervalMethod: z.literal('root_sum_square'),
  shown: z.object({
    rightsTangibleCents: z.number(),
    rightsIntangibleCents: z.number(),
    rightsTotalCents: z.number(),
    activationCents: z.number(),
    sections: sectionRecord(z.number()),
  }),
});

/** Method 1.1's range, tornado, data quality and preliminary state (absent from 1.0 results). */
const uncertainty = z.object({
  value: cents,
  ratio: span.nullable(),
  rightsFeeRatio: span.nullable(),
  sensitivity: z
    .array(
      z.object({
        key: z.string(),
        input: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('line'), lineId: z.string(), input: z.string() }),
          z.object({
            kind: z.literal('shared'),
            input: z.string(),
            channel: z.enum(CPM_CHANNELS).optional(),
          }),
          z.object({
            kind: z.literal('multiplier'),
            part: z.enum(['fit', 'exclusivity', 'clutter', 'management']),
          }),
        ]),
        lowCents: z.number(),
        highCents: z.number(),
      }),
    )
    .nullable(),
  dataQuality: dataShares.nullable(),
  preliminary: z
    .object({ reasons: z.array(z.enum(PRELIMINARY_REASONS)), assumedShare: z.number() })
    .nullable(),
});
/** An input the engine had to assume (see MissingInput). */
export const missingInputSchema = z.object({
  path: z.string(),
  defaultUsed: z.union([z.number(), z.string(), z.null()]),
  scored: z.boolean().optional(),
});

/** The engine's result as data: what reports store and the API sends. Kept equal to ValuationResult below. */
export const valuationResultSchema = z.object({
  methodologyVersion: z.string(),
  currency: z.literal('CAD'),
  lines: z.array(
    z.object({
      id: z.string(),
      section: z.enum(sections),
      subject: z.string(),
      itemId: z.string().optional(),
      formula: z.enum([
        'media',
        'benefit',
        'hospitality',
        'hospitality_season',
        'activation_media',
        'activation_experiential',
        'custom_amount',
      ]),
      inputs: z.array(input),
      expectedCents: z.number(),
      deliveredCents: z.number(),
      multiplied: z.boolean().optional(),
      range: cents.optional(),
      quality: z.enum(DATA_SOURCES).optional(),
      side: z.enum(VALUE_SIDES).optional(),
      interval: interval.optional(),
      overlap: z
        .object({
          code: z.enum(OVERLAP_CODES),
          lineIds: z.array(z.string()),
          drawnImpressions: z.number(),
          addedImpressions: z.number(),
        })
        .optional(),
      rateOrigin: z.enum(RATE_ORIGINS).optional(),
      shownCents: z.number().optional(),
    }),
  ),
  sections: sectionRecord(amounts),
  tangible: amounts,
  impressions: z.object({
    byChannel: z.array(
      z.object({
        channel: z.enum(CPM_CHANNELS),
        estimated: z.number(),
        actual: z.number().nullable(),
        delivered: z.number(),
        derived: z.boolean(),
      }),
    ),
    estimated: z.number(),
    delivered: z.number(),
  }),
  assets: z.object({ expected: z.number(), delivered: z.number() }),
  scores: z.object({
    objectives: z.object(
      Object.fromEntries(OBJECTIVES.map((o) => [o, score])) as Record<
        (typeof OBJECTIVES)[number],
        typeof score
      >,
    ),
    personality: z.number().nullable(),
    demographic: z.number().nullable(),
    geographic: z.number().nullable(),
    management: score,
    fit: z.object({
      score: z.number(),
      weights: z.object(
        Object.fromEntries(OBJECTIVES.map((o) => [o, z.number()])) as Record<
          (typeof OBJECTIVES)[number],
          z.ZodNumber
        >,
      ),
    }),
  }),
  multiplier: z.object({
    value: z.number(),
    unclamped: z.number(),
    parts: z.object({
      base: z.number(),
      fit: z.number(),
      exclusivity: z.number(),
      clutter: z.number(),
      management: z.number(),
    }),
  }),
  value: z.object({
    tangibleCents: z.number(),
    intangibleCents: z.number(),
    totalCents: z.number(),
    expectedTotalCents: z.number(),
    multipliedCents: z.number().optional(),
  }),
  cost: z.object({
    rightsFeeCents: z.number(),
    activationBudgetCents: z.number(),
    activationBudgetParts: z.record(z.string(), z.number()),
    inKindCents: z.number(),
    totalCents: z.number(),
    activationItemsCents: z.number(),
  }),
  ratio,
  rightsFeeRatio: ratio.optional(),
  uncertainty: uncertainty.optional(),
  appraisal: appraisal.optional(),
  cpm: z.object({ effectiveCents: z.number().nullable(), marketCents: z.number().nullable() }),
  customIndicators: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(['amount', 'percent', 'decimal']),
      value: z.number().nullable(),
      countsTowardValue: z.boolean(),
    }),
  ),
  warnings: z.array(
    z.object({
      code: z.enum(WARNING_CODES),
      params: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
  missing: z.array(missingInputSchema),
});

// Compile-time proof that the schema and the engine's type describe the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesEngine: Same<z.infer<typeof valuationResultSchema>, ValuationResult> = true;
void schemaMatchesEngine;
