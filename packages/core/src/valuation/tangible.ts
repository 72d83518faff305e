import {
  BROADCAST_CHANNELS,
  type CpmChannel,
  MEDIA_CHANNELS,
  SOCIAL_PLATFORMS,
} from '../properties/options.ts';
import type { MediaLine } from '../properties/schema.ts';
import {
  campaignMonths,
  cpmFor,
  type EngineContext,
  predominanceFactor,
  rateSource,
  toCents,
  valueOrDefault,
} from './context.ts';
import { audienceOverlaps, lineOverlap, type Overlaps } from './overlap.ts';
import {
  addAudience,
  addContracted,
  addCpm,
  addInput,
  addPercent,
  addPredominance,
  addSharedInput,
  type Factor,
  LineRange,
} from './range.ts';
import { DEFAULT_RATES } from './rates.ts';
import type { ChannelImpressions, Input, RateOrigin, ValueLine, ValueSection, ValueSide } from './types.ts';

/** A value line and, for a valuation that ranks its inputs, the factors of its delivered value. */
export interface BuiltLine {
  line: ValueLine;
  coefficient: number;
  factors: Factor[] | null;
}

/** A new line's range: its coefficient, and its factors kept when the valuation ranks its inputs. */
const rangeFor = (ctx: EngineContext, coefficient: number) =>
  new LineRange(coefficient, ctx.tornado === true);

/**
 * Delivery as a factor whose base is the share the delivered count (rounded to whole impressions) is of
 * the estimate, so that the line's base is exactly what it shows; its ends move by delivery's uncertainty.
 */
function addDelivery(
  r: LineRange,
  lineId: string,
  ctx: EngineContext,
  delivery: Input,
  estimated: number,
  delivered: number,
) {
  const scale = delivery.value === 0 || estimated === 0 ? 1 : delivered / estimated / (delivery.value / 100);
  addPercent(r, lineId, ctx, delivery, scale);
}

/** A line's range of a contracted count (certain) and a figure ±its source's share. */
function contracted(r: LineRange, lineId: string, ctx: EngineContext, count: Input, figure: Input) {
  addContracted(r, lineId, count);
  addInput(r, lineId, ctx, figure);
  return r;
}

/** A line's range made of its own inputs, each ±its source's share. */
function withInputs(r: LineRange, lineId: string, ctx: EngineContext, ...inputs: Input[]): LineRange {
  for (const input of inputs) addInput(r, lineId, ctx, input);
  return r;
}

/** Sets the line's range and data quality, from the inputs its delivered value used. */
function built(line: ValueLine, r: LineRange): BuiltLine {
  line.range = {
    lowCents: Math.min(line.deliveredCents, Math.round(r.low)),
    highCents: Math.max(line.deliveredCents, Math.round(r.high)),
  };
  line.quality = r.quality;
  return { line, coefficient: r.coefficient, factors: r.factors };
}

const BROADCAST_CPM: Record<(typeof BROADCAST_CHANNELS)[number], CpmChannel> = {
  broadcast: 'tv',
  streaming: 'streaming',
  social_media: 'social',
};

interface Estimate {
  impressions: number;
  inputs: Input[];
}

/**
 * Social and digital impressions estimated from the step 1 audience when the plan gives none (valuation
 * method: followers × reach rate × sponsor posts; website visits and app sessions over the campaign).
 */
function audienceEstimate(ctx: EngineContext, channel: 'social' | 'digital'): Estimate | null {
  const audiences = ctx.property.general.digital_audiences.filter((a) => (a.audience ?? 0) > 0);
  const relevant = audiences.filter((a) =>
    channel === 'social' ? SOCIAL_PLATFORMS.has(a.platform) : !SOCIAL_PLATFORMS.has(a.platform),
  );
  if (relevant.length === 0) return null;
  const months = campaignMonths(ctx);
  const inputs: Input[] = [months];
  let impressions = 0;
  for (const audience of relevant) {
    const size = audience.audience ?? 0;
    inputs.push({
      name: `audience_${audience.platform}`,
      value: size,
      source: 'entered',
      path: 'general.digital_audiences',
    });
    if (channel === 'social') {
      const reach = ctx.rates.reachRate[audience.platform];
      impressions += size * reach * ctx.rates.sponsorPostsPerMonth * months.value;
    } else if (audience.platform === 'website') {
      impressions += (size * months.value) / 12;
    } else {
      impressions += size * ctx.rates.appSessionsPerMonth * months.value;
    }
  }
  if (channel === 'social') {
    inputs.push({ name: 'reach_rate', value: ctx.rates.reachRate.facebook, source: 'default' });
    inputs.push({ name: 'posts_per_month', value: ctx.rates.sponsorPostsPerMonth, source: 'default' });
  }
  return { impressions: Math.round(impressions), inputs };
}

interface MediaSource {
  section: ValueSection;
  subject: string;
  /** The line's id, and the paths of its fields (made once, not per valuation). */
  id: string;
  path: string;
  paths: Record<
    'impressions_estimated' | 'impressions_actual' | 'predominance' | 'exposure' | 'delivery',
    string
  >;
  /** The line of the property this source reads. */
  read: (property: EngineContext['property']) => MediaLine;
  cpmChannel: CpmChannel;
  /** Whether the step 1 audience may stand in for missing impressions. */
  derivable?: 'social' | 'digital';
}

const fieldPaths = (path: string): MediaSource['paths'] => ({
  impressions_estimated: `${path}.impressions_estimated`,
  impressions_actual: `${path}.impressions_actual`,
  predominance: `${path}.predominance`,
  exposure: `${path}.exposure`,
  delivery: `${path}.delivery`,
});

/** Every media line the engine reads, in order: owned, paid, then broadcast (built once). */
const MEDIA_SOURCES: readonly MediaSource[] = [
  ...MEDIA_CHANNELS.map(
    (channel): MediaSource => ({
      section: 'owned_media',
      subject: channel,
      id: `owned_media.${channel}`,
      path: `owned_media.promotional_plan.${channel}`,
      paths: fieldPaths(`owned_media.promotional_plan.${channel}`),
      read: (p) => p.owned_media.promotional_plan[channel],
      cpmChannel: channel,
      ...(channel === 'social' || channel === 'digital' ? { derivable: channel } : {}),
    }),
  ),
  ...MEDIA_CHANNELS.map(
    (channel): MediaSource => ({
      section: 'paid_media',
      subject: channel,
      id: `paid_media.${channel}`,
      path: `paid_media.channels.${channel}`,
      paths: fieldPaths(`paid_media.channels.${channel}`),
      read: (p) => p.paid_media.channels[channel],
      cpmChannel: channel,
    }),
  ),
  ...BROADCAST_CHANNELS.map(
    (channel): MediaSource => ({
      section: 'broadcast',
      subject: channel,
      id: `broadcast.${channel}`,
      path: `owned_media.broadcast.${channel}`,
      paths: fieldPaths(`owned_media.broadcast.${channel}`),
      read: (p) => p.owned_media.broadcast[channel],
      cpmChannel: BROADCAST_CPM[channel],
    }),
  ),
];

/** A media line as read from the property: its counts and its quality inputs, before any benefit draws. */
interface ReadLine {
  source: MediaSource;
  derived: Estimate | null;
  estimated: number;
  actual: number | null;
  delivered: number;
  /** The delivered count before rounding to whole impressions (what benefits draw from). */
  deliveredExact: number;
  predominance: Input;
  exposure: Input;
  delivery: Input;
}

function readLine(ctx: EngineContext, source: MediaSource): ReadLine | null {
  const { paths } = source;
  const line = source.read(ctx.property);
  let estimated = line.impressions_estimated;
  let derived: Estimate | null = null;
  if (estimated === null && line.impressions_actual === null && source.derivable) {
    derived = audienceEstimate(ctx, source.derivable);
    estimated = derived?.impressions ?? null;
  }
  const actual = line.impressions_actual;
  if (!estimated && !actual) return null;
  const estimatedCount = estimated ?? actual ?? 0;
  const { defaults } = ctx.rates;
  const predominance = valueOrDefault(
    ctx,
    'predominance',
    paths.predominance,
    line.predominance,
    defaults.predominance,
  );
  const exposure = valueOrDefault(ctx, 'exposure', paths.exposure, line.exposure, defaults.exposurePercent);
  const delivery = valueOrDefault(ctx, 'delivery', paths.delivery, line.delivery, defaults.deliveryPercent);
  return {
    source,
    derived,
    estimated: estimatedCount,
    actual,
    delivered: actual ?? Math.round((estimatedCount * delivery.value) / 100),
    deliveredExact: actual ?? (estimatedCount * delivery.value) / 100,
    predominance,
    exposure,
    delivery,
  };
}

/** What the media lines give the rest of the valuation. */
export interface MediaResult {
  lines: BuiltLine[];
  impressions: ChannelImpressions[];
  /** How the contractual benefits share the media lines' audiences (one impression, one value). */
  overlaps: Overlaps;
  /** Delivered impressions of the property's own media (not the paid media the sponsor buys). */
  rightsImpressions: number;
}

/** Paid media is bought by the sponsor (method 1.2): activation, not the property's rights value. */
const sideOf = (section: ValueSection): ValueSide =>
  section === 'paid_media' || section === 'activation' ? 'activation' : 'rights';

/**
 * Media lines: impressions / 1000 × CPM × predominance factor × exposure × delivery. Expected value takes
 * the estimated impressions at 100 % delivery; delivered value takes the actual impressions when known
 * (delivery is then in the count), else the estimate × delivery. A line whose audience contractual benefits
 * rest on gives them those impressions and is valued on the rest (method 1.2: one impression, one value).
 * The intangible multiplier applies to the property's own media, not to the paid media the sponsor buys.
 */
export function mediaLines(ctx: EngineContext): MediaResult {
  const read: ReadLine[] = [];
  for (const source of MEDIA_SOURCES) {
    const r = readLine(ctx, source);
    if (r) read.push(r);
  }
  const overlaps = audienceOverlaps(
    ctx,
    new Map(read.map((r) => [r.source.id, { estimated: r.estimated, delivered: r.deliveredExact }])),
  );
  const lines: BuiltLine[] = [];
  const impressions: ChannelImpressions[] = [];
  let rightsImpressions = 0;
  for (const r of read) {
    const { source, derived, actual, predominance, exposure, delivery } = r;
    const { paths, id } = source;
    const estimatedCount = r.estimated;
    const deliveredCount = r.delivered;
    const cpm = cpmFor(ctx, source.cpmChannel);
    const quality = predominanceFactor(ctx.rates, predominance.value) * (exposure.value / 100);
    const centsPerImpression = (cpm.value * 100) / 1000;
    // A line benefits draw from keeps what they leave, exactly (never rounded before it is valued).
    const drawn = overlaps.lines.get(id);
    const keptDelivered = drawn ? Math.max(0, r.deliveredExact - drawn.delivered) : deliveredCount;
    const keptExpected = drawn ? Math.max(0, estimatedCount - drawn.expected) : estimatedCount;

    const impressionInputs: Input[] = derived
      ? [
          {
            name: 'impressions_estimated',
            value: estimatedCount,
            source: 'derived',
            path: paths.impressions_estimated,
          },
          ...derived.inputs,
        ]
      : [
          {
            name: 'impressions_estimated',
            value: estimatedCount,
            source: source.read(ctx.property).impressions_estimated === null ? 'derived' : 'entered',
            path: paths.impressions_estimated,
          },
        ];
    const actualInput: Input | null =
      actual === null
        ? null
        : { name: 'impressions_actual', value: actual, source: 'actual', path: paths.impressions_actual };
    if (actualInput) impressionInputs.push(actualInput);
    if (drawn)
      impressionInputs.push({
        name: 'impressions_drawn_by_benefits',
        value: Math.round(drawn.delivered),
        source: 'derived',
      });

    // Delivered: the actual count when measured, else the estimate × delivery; less what benefits drew
    // (a share of the line, certain: the benefits' own uncertainty is in their lines).
    const estimateInput = impressionInputs[0] as Input;
    const kept = !drawn ? 1 : deliveredCount > 0 ? keptDelivered / deliveredCount : 0;
    // Impressions derived from the step 1 audience rest on one cause, the audience and the method's reach,
    // posts and sessions: the derived lines move together (a shared factor of the count, 1 ± a default's
    // share), the count itself in the coefficient.
    const range = rangeFor(ctx, (100 / 1000) * kept * (derived && !actualInput ? estimatedCount : 1));
    if (actualInput) addInput(range, id, ctx, actualInput);
    else {
      if (derived) {
        addSharedInput(range, ctx, 'digital_audience', {
          name: 'digital_audience',
          value: 1,
          source: 'derived',
        });
        range.quality = 'default';
      } else addAudience(range, id, ctx, estimateInput);
      addDelivery(range, id, ctx, delivery, estimatedCount, deliveredCount);
    }
    addCpm(range, ctx, source.cpmChannel, cpm);
    addPredominance(range, id, ctx, predominance);
    addPercent(range, id, ctx, exposure);

    const side = sideOf(source.section);
    if (side === 'rights') rightsImpressions += deliveredCount;
    const overlap = lineOverlap(drawn);
    const valueLine: ValueLine = {
      id,
      section: source.section,
      subject: source.subject,
      formula: 'media',
      inputs: [
        ...impressionInputs,
        cpm,
        predominance,
        {
          name: 'predominance_factor',
          value: predominanceFactor(ctx.rates, predominance.value),
          source: 'default',
        },
        exposure,
        delivery,
      ],
      expectedCents: Math.round(keptExpected * centsPerImpression * quality),
      deliveredCents: Math.round(keptDelivered * centsPerImpression * quality),
      multiplied: side === 'rights',
      side,
      rateOrigin: rateOrigin(cpm),
      ...(overlap ? { overlap } : {}),
    };
    lines.push(built(valueLine, range));
    impressions.push({
      channel: source.cpmChannel,
      estimated: estimatedCount,
      actual,
      delivered: deliveredCount,
      derived: derived !== null,
    });
  }
  return { lines, impressions, overlaps, rightsImpressions };
}

/** Where a rate input comes from, as reports label it: the property's own rate is "entered". */
function rateOrigin(rate: Input): RateOrigin {
  return rate.source === 'rate_card' ? 'rate_card' : rate.source === 'default' ? 'default' : 'entered';
}

/**
 * Contractual benefits: times offered × unit value × predominance factor × exposure × delivery. Times offered
 * is contracted, so certain; delivery is not. A benefit resting on a media line's audience says so
 * (`overlaps`: the line gave it its impressions).
 */
export function benefitLines(ctx: EngineContext, overlaps?: Overlaps): BuiltLine[] {
  const { defaults } = ctx.rates;
  return ctx.property.owned_media.contractual_benefits.map((benefit, index) => {
    const path = `owned_media.contractual_benefits.${index}`;
    const times = valueOrDefault(ctx, 'times_offered', `${path}.times_offered`, benefit.times_offered, 0);
    const unit = valueOrDefault(ctx, 'unit_value', `${path}.unit_value`, benefit.unit_value, 0);
    const predominance = valueOrDefault(
      ctx,
      'predominance',
      `${path}.predominance`,
      benefit.predominance,
      defaults.predominance,
    );
    const exposure = valueOrDefault(
      ctx,
      'exposure',
      `${path}.exposure`,
      benefit.exposure,
      defaults.exposurePercent,
    );
    const delivery = valueOrDefault(
      ctx,
      'delivery',
      `${path}.delivery`,
      benefit.delivery,
      defaults.deliveryPercent,
    );
    const factor = predominanceFactor(ctx.rates, predominance.value);
    const expected = times.value * toCents(unit.value) * factor * (exposure.value / 100);
    const id = `contractual_benefits.${benefit.id}`;
    const range = rangeFor(ctx, 100);
    addContracted(range, id, times);
    addInput(range, id, ctx, unit);
    const overlap = overlaps?.benefits.get(benefit.id);
    addPredominance(range, id, ctx, predominance);
    addPercent(range, id, ctx, exposure);
    addPercent(range, id, ctx, delivery);
    return built(
      {
        id,
        section: 'contractual_benefits',
        subject: benefit.name,
        itemId: benefit.id,
        formula: 'benefit',
        inputs: [
          times,
          unit,
          predominance,
          { name: 'predominance_factor', value: factor, source: 'default' },
          exposure,
          delivery,
        ],
        expectedCents: Math.round(expected),
        deliveredCents: Math.round((expected * delivery.value) / 100),
        multiplied: true,
        side: 'rights',
        ...(overlap ? { overlap } : {}),
      },
      range,
    );
  });
}

/**
 * Hospitality at face value: quantity × unit value. Season tickets and annual passes are worth their
 * price once per season of the campaign. Face value: the multiplier does not apply.
 */
export function hospitalityLines(ctx: EngineContext): BuiltLine[] {
  return ctx.property.hospitality.items.map((item, index) => {
    const path = `hospitality.items.${index}`;
    const quantity = valueOrDefault(ctx, 'quantity', `${path}.quantity`, item.quantity, 0);
    const unit = valueOrDefault(ctx, 'unit_value', `${path}.unit_value`, item.unit_value, 0);
    const inputs: Input[] = [quantity, unit];
    let seasons = 1;
    const perSeason = item.season_tickets || item.annual_pass;
    if (perSeason) {
      seasons = Math.max(1, Math.ceil(campaignMonths(ctx).value / 12));
      inputs.push({
        name: 'seasons',
        value: seasons,
        source: 'derived',
        path: 'general.campaign_duration_months',
      });
    }
    const cents = quantity.value * toCents(unit.value) * seasons;
    const id = `hospitality.${item.id}`;
    return built(
      {
        id,
        section: 'hospitality',
        subject: item.name,
        itemId: item.id,
        formula: perSeason ? 'hospitality_season' : 'hospitality',
        inputs,
        expectedCents: Math.round(cents),
        deliveredCents: Math.round(cents),
        multiplied: false,
        side: 'rights',
      },
      contracted(rangeFor(ctx, 100 * seasons), id, ctx, quantity, unit),
    );
  });
}

/**
 * Activation: the sponsor's own media buys at face value (their own line, not multiplied); experiential
 * items: engaged attendees × value per engagement × predominance factor × exposure.
 */
export function activationLines(ctx: EngineContext): BuiltLine[] {
  const { defaults } = ctx.rates;
  const lines: BuiltLine[] = [];
  ctx.property.activation.items.forEach((item, index) => {
    const path = `activation.items.${index}`;
    const mediaBuy: Input = {
      name: 'media_buy',
      value: item.media_buy ?? 0,
      source: 'entered',
      path: `${path}.media_buy`,
    };
    const buyCents = toCents(mediaBuy.value);
    const experiential = item.kind !== 'paid_media';
    if (!experiential || buyCents > 0) {
      const id = experiential ? `activation.${item.id}.media_buy` : `activation.${item.id}`;
      lines.push(
        built(
          {
            id,
            section: 'activation',
            subject: item.name,
            itemId: item.id,
            formula: 'activation_media',
            inputs: [mediaBuy],
            expectedCents: buyCents,
            deliveredCents: buyCents,
            multiplied: false,
            side: 'activation',
          },
          withInputs(rangeFor(ctx, 100), id, ctx, mediaBuy),
        ),
      );
    }
    if (!experiential) return;
    const attendees = valueOrDefault(
      ctx,
      'attendees_engaged',
      `${path}.attendees_engaged`,
      item.attendees_engaged,
      0,
    );
    const predominance = valueOrDefault(
      ctx,
      'predominance',
      `${path}.predominance`,
      item.predominance,
      defaults.predominance,
    );
    const exposure = valueOrDefault(
      ctx,
      'exposure',
      `${path}.exposure`,
      item.exposure,
      defaults.exposurePercent,
    );
    const factor = predominanceFactor(ctx.rates, predominance.value);
    const perEngagement: Input = {
      name: 'value_per_engagement',
      value: ctx.rates.valuePerEngagement,
      source: rateSource(ctx.rates.valuePerEngagement, DEFAULT_RATES.valuePerEngagement),
    };
    const cents = attendees.value * toCents(perEngagement.value) * factor * (exposure.value / 100);
    const id = `activation.${item.id}`;
    const range = rangeFor(ctx, 100);
    addInput(range, id, ctx, attendees);
    addSharedInput(range, ctx, 'value_per_engagement', perEngagement);
    addPredominance(range, id, ctx, predominance);
    addPercent(range, id, ctx, exposure);
    lines.push(
      built(
        {
          id,
          section: 'activation',
          subject: item.name,
          itemId: item.id,
          formula: 'activation_experiential',
          inputs: [
            attendees,
            perEngagement,
            predominance,
            { name: 'predominance_factor', value: factor, source: 'default' },
            exposure,
          ],
          expectedCents: Math.round(cents),
          deliveredCents: Math.round(cents),
          multiplied: false,
          side: 'activation',
          rateOrigin: rateOrigin(perEngagement),
        },
        range,
      ),
    );
  });
  return lines;
}

/** Custom metrics typed as an amount and flagged to count are added at face value. */
export function customLines(ctx: EngineContext): BuiltLine[] {
  return ctx.property.custom_metrics.items
    .filter((metric) => metric.data_type === 'amount' && metric.counts_toward_value && metric.value !== null)
    .map((metric) => {
      const cents = Math.max(0, toCents(metric.value));
      const id = `custom.${metric.id}`;
      const amount: Input = {
        name: 'amount',
        value: cents / 100,
        source: 'entered',
        path: 'custom_metrics.items',
      };
      return built(
        {
          id,
          section: 'custom',
          subject: metric.name,
          itemId: metric.id,
          formula: 'custom_amount',
          inputs: [{ ...amount, value: metric.value ?? 0 }],
          expectedCents: cents,
          deliveredCents: cents,
          multiplied: false,
          side: 'rights',
        },
        withInputs(rangeFor(ctx, 100), id, ctx, amount),
      );
    });
}
