import { BROADCAST_CHANNELS, type CpmChannel, MEDIA_CHANNELS } from '../properties/options.ts';
import type { MediaLine } from '../properties/schema.ts';
import {
  campaignMonths,
  cpmFor,
  type EngineContext,
  predominanceFactor,
  toCents,
  valueOrDefault,
} from './context.ts';
import type { ChannelImpressions, Input, ValueLine, ValueSection } from './types.ts';

const BROADCAST_CPM: Record<(typeof BROADCAST_CHANNELS)[number], CpmChannel> = {
  broadcast: 'tv',
  streaming: 'streaming',
  social_media: 'social',
};

const SOCIAL_PLATFORMS = new Set([
  'facebook',
  'tiktok',
  'x',
  'snapchat',
  'youtube',
  'linkedin',
  'instagram',
  'other',
]);

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
  path: string;
  line: MediaLine;
  cpmChannel: CpmChannel;
  /** Whether the step 1 audience may stand in for missing impressions. */
  derivable?: 'social' | 'digital';
}

function mediaSources(ctx: EngineContext): MediaSource[] {
  const { owned_media, paid_media } = ctx.property;
  const sources: MediaSource[] = [];
  for (const channel of MEDIA_CHANNELS) {
    sources.push({
      section: 'owned_media',
      subject: channel,
      path: `owned_media.promotional_plan.${channel}`,
      line: owned_media.promotional_plan[channel],
      cpmChannel: channel,
      ...(channel === 'social' || channel === 'digital' ? { derivable: channel } : {}),
    });
  }
  for (const channel of MEDIA_CHANNELS) {
    sources.push({
      section: 'paid_media',
      subject: channel,
      path: `paid_media.channels.${channel}`,
      line: paid_media.channels[channel],
      cpmChannel: channel,
    });
  }
  for (const channel of BROADCAST_CHANNELS) {
    sources.push({
      section: 'broadcast',
      subject: channel,
      path: `owned_media.broadcast.${channel}`,
      line: owned_media.broadcast[channel],
      cpmChannel: BROADCAST_CPM[channel],
    });
  }
  return sources;
}

/**
 * Media lines: impressions / 1000 × CPM × predominance factor × exposure × delivery. Expected value takes
 * the estimated impressions at 100 % delivery; delivered value takes the actual impressions when known
 * (delivery is then in the count), else the estimate × delivery.
 */
export function mediaLines(ctx: EngineContext): { lines: ValueLine[]; impressions: ChannelImpressions[] } {
  const lines: ValueLine[] = [];
  const impressions: ChannelImpressions[] = [];
  for (const source of mediaSources(ctx)) {
    const { line, path } = source;
    let estimated = line.impressions_estimated;
    let derived: Estimate | null = null;
    if (estimated === null && line.impressions_actual === null && source.derivable) {
      derived = audienceEstimate(ctx, source.derivable);
      estimated = derived?.impressions ?? null;
    }
    const actual = line.impressions_actual;
    if (!estimated && !actual) continue;
    const estimatedCount = estimated ?? actual ?? 0;

    const cpm = cpmFor(ctx, source.cpmChannel);
    const { defaults } = ctx.rates;
    const predominance = valueOrDefault(
      ctx,
      'predominance',
      `${path}.predominance`,
      line.predominance,
      defaults.predominance,
    );
    const exposure = valueOrDefault(
      ctx,
      'exposure',
      `${path}.exposure`,
      line.exposure,
      defaults.exposurePercent,
    );
    const delivery = valueOrDefault(
      ctx,
      'delivery',
      `${path}.delivery`,
      line.delivery,
      defaults.deliveryPercent,
    );
    const quality = predominanceFactor(ctx.rates, predominance.value) * (exposure.value / 100);
    const deliveredCount = actual ?? Math.round((estimatedCount * delivery.value) / 100);
    const centsPerImpression = (cpm.value * 100) / 1000;

    const impressionInputs: Input[] = derived
      ? [
          {
            name: 'impressions_estimated',
            value: estimatedCount,
            source: 'derived',
            path: `${path}.impressions_estimated`,
          },
          ...derived.inputs,
        ]
      : [
          {
            name: 'impressions_estimated',
            value: estimatedCount,
            source: line.impressions_estimated === null ? 'derived' : 'entered',
            path: `${path}.impressions_estimated`,
          },
        ];
    if (actual !== null)
      impressionInputs.push({
        name: 'impressions_actual',
        value: actual,
        source: 'entered',
        path: `${path}.impressions_actual`,
      });

    lines.push({
      id: `${source.section}.${source.subject}`,
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
      expectedCents: Math.round(estimatedCount * centsPerImpression * quality),
      deliveredCents: Math.round(deliveredCount * centsPerImpression * quality),
    });
    impressions.push({
      channel: source.cpmChannel,
      estimated: estimatedCount,
      actual,
      delivered: deliveredCount,
      derived: derived !== null,
    });
  }
  return { lines, impressions };
}

/** Contractual benefits: times offered × unit value × predominance factor × exposure × delivery. */
export function benefitLines(ctx: EngineContext): ValueLine[] {
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
    return {
      id: `contractual_benefits.${benefit.id}`,
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
    };
  });
}

/**
 * Hospitality at face value: quantity × unit value. Season tickets and annual passes are worth their
 * price once per season of the campaign.
 */
export function hospitalityLines(ctx: EngineContext): ValueLine[] {
  return ctx.property.hospitality.items.map((item, index) => {
    const path = `hospitality.items.${index}`;
    const quantity = valueOrDefault(ctx, 'quantity', `${path}.quantity`, item.quantity, 0);
    const unit = valueOrDefault(ctx, 'unit_value', `${path}.unit_value`, item.unit_value, 0);
    const inputs: Input[] = [quantity, unit];
    let cents = quantity.value * toCents(unit.value);
    const perSeason = item.season_tickets || item.annual_pass;
    if (perSeason) {
      const seasons = Math.max(1, Math.ceil(campaignMonths(ctx).value / 12));
      inputs.push({
        name: 'seasons',
        value: seasons,
        source: 'derived',
        path: 'general.campaign_duration_months',
      });
      cents *= seasons;
    }
    return {
      id: `hospitality.${item.id}`,
      section: 'hospitality',
      subject: item.name,
      itemId: item.id,
      formula: perSeason ? 'hospitality_season' : 'hospitality',
      inputs,
      expectedCents: Math.round(cents),
      deliveredCents: Math.round(cents),
    };
  });
}

/**
 * Activation: media buys at face value; experiential items add engaged attendees × value per engagement
 * × predominance factor × exposure.
 */
export function activationLines(ctx: EngineContext): ValueLine[] {
  const { defaults } = ctx.rates;
  return ctx.property.activation.items.map((item, index) => {
    const path = `activation.items.${index}`;
    const mediaBuy: Input = {
      name: 'media_buy',
      value: item.media_buy ?? 0,
      source: 'entered',
      path: `${path}.media_buy`,
    };
    if (item.kind === 'paid_media') {
      const cents = toCents(mediaBuy.value);
      return {
        id: `activation.${item.id}`,
        section: 'activation',
        subject: item.name,
        itemId: item.id,
        formula: 'activation_media',
        inputs: [mediaBuy],
        expectedCents: cents,
        deliveredCents: cents,
      };
    }
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
      source: 'default',
    };
    const cents =
      toCents(mediaBuy.value) +
      attendees.value * toCents(perEngagement.value) * factor * (exposure.value / 100);
    return {
      id: `activation.${item.id}`,
      section: 'activation',
      subject: item.name,
      itemId: item.id,
      formula: 'activation_experiential',
      inputs: [
        mediaBuy,
        attendees,
        perEngagement,
        predominance,
        { name: 'predominance_factor', value: factor, source: 'default' },
        exposure,
      ],
      expectedCents: Math.round(cents),
      deliveredCents: Math.round(cents),
    };
  });
}

/** Custom metrics typed as an amount and flagged to count are added at face value. */
export function customLines(ctx: EngineContext): ValueLine[] {
  return ctx.property.custom_metrics.items
    .filter((metric) => metric.data_type === 'amount' && metric.counts_toward_value && metric.value !== null)
    .map((metric) => {
      const cents = Math.max(0, toCents(metric.value));
      return {
        id: `custom.${metric.id}`,
        section: 'custom',
        subject: metric.name,
        itemId: metric.id,
        formula: 'custom_amount',
        inputs: [
          { name: 'amount', value: metric.value ?? 0, source: 'entered', path: 'custom_metrics.items' },
        ],
        expectedCents: cents,
        deliveredCents: cents,
      };
    });
}
