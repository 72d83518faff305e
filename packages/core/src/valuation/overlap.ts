import type { CpmChannel } from '../properties/options.ts';
import { benefitImpressionsPerUnit } from './benefit-value.ts';
import type { EngineContext } from './context.ts';
import type { LineOverlap } from './types.ts';

/**
 * One impression, one value (method 1.2). A contractual benefit priced on a channel's audience (a radio
 * mention on the radio audience, a rink board on the people in the arena, a broadcast billboard on the
 * broadcast's viewers, a sponsored post on the followers) reaches the people a media line of the property
 * already values at the same channel's CPM. Its impressions are taken out of that line, which shrinks by as
 * many; what the line no longer has is exposure it never counted, and the benefit is valued as the exposure
 * it adds. The benefit keeps its own value (times offered × unit value × quality): only the line shrinks.
 */

/** The property's own media lines that value each channel's audience, the first with impressions taken. */
const AUDIENCE_LINES: Record<CpmChannel, readonly string[]> = {
  signage: ['owned_media.signage'],
  print: ['owned_media.print'],
  digital: ['owned_media.digital'],
  radio: ['owned_media.radio'],
  tv: ['broadcast.broadcast', 'owned_media.tv'],
  streaming: ['broadcast.streaming'],
  social: ['owned_media.social', 'broadcast.social_media'],
};

/**
 * A media line's impressions before any benefit draws from them, not rounded (the estimate × delivery as it
 * is, or the actual count): what is drawn is exact, so that more impressions never leave the line less.
 */
export interface LineCounts {
  estimated: number;
  delivered: number;
}

/** What the benefits draw from one media line. */
export interface Drawn {
  delivered: number;
  expected: number;
  benefitLineIds: string[];
}

export interface Overlaps {
  /** By media line id. */
  lines: Map<string, Drawn>;
  /** By contractual benefit item id. */
  benefits: Map<string, LineOverlap>;
}

/**
 * Which benefits rest on which media line's audience, and how many impressions each draws from it, in the
 * order of the benefits. Only benefits from the catalogue priced on impressions have a channel; a benefit at
 * face value (rights, tickets) or typed without the catalogue rests on no media line.
 */
export function audienceOverlaps(ctx: EngineContext, counts: ReadonlyMap<string, LineCounts>): Overlaps {
  const lines = new Map<string, Drawn>();
  const benefits = new Map<string, LineOverlap>();
  if (!ctx.catalogue || ctx.catalogue.size === 0) return { lines, benefits };
  const { defaults } = ctx.rates;
  for (const item of ctx.property.owned_media.contractual_benefits) {
    const benefit = item.benefit_id === null ? undefined : ctx.catalogue.get(item.benefit_id);
    if (benefit?.basis !== 'impressions' || !benefit.cpm_channel) continue;
    const lineId = AUDIENCE_LINES[benefit.cpm_channel].find((id) => {
      const c = counts.get(id);
      return c !== undefined && (c.estimated > 0 || c.delivered > 0);
    });
    const line = lineId === undefined ? undefined : counts.get(lineId);
    if (lineId === undefined || line === undefined) continue;
    const perUnit = benefitImpressionsPerUnit(benefit, ctx.property, ctx.rates);
    const expected = (item.times_offered ?? 0) * perUnit;
    const delivered = (expected * (item.delivery ?? defaults.deliveryPercent)) / 100;
    const drawn = lines.get(lineId) ?? { delivered: 0, expected: 0, benefitLineIds: [] };
    const fromLine = Math.max(0, Math.min(delivered, line.delivered - drawn.delivered));
    drawn.delivered += fromLine;
    drawn.expected += Math.max(0, Math.min(expected, line.estimated - drawn.expected));
    const benefitLineId = `contractual_benefits.${item.id}`;
    drawn.benefitLineIds.push(benefitLineId);
    lines.set(lineId, drawn);
    benefits.set(item.id, {
      code:
        fromLine === delivered
          ? 'draws_from_line'
          : fromLine > 0
            ? 'draws_from_line_and_adds'
            : 'adds_exposure',
      lineIds: [lineId],
      // Whole impressions as the report shows them.
      drawnImpressions: Math.round(fromLine),
      addedImpressions: Math.round(delivered) - Math.round(fromLine),
    });
  }
  return { lines, benefits };
}

/** The overlap a media line shows: the benefits drawing from it and the impressions they took. */
export function lineOverlap(drawn: Drawn | undefined): LineOverlap | undefined {
  if (!drawn || drawn.benefitLineIds.length === 0) return undefined;
  return {
    code: 'shrunk_by_benefits',
    lineIds: drawn.benefitLineIds,
    drawnImpressions: Math.round(drawn.delivered),
    addedImpressions: 0,
  };
}
