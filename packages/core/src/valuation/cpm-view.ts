import { CPM_CHANNELS, type CpmChannel } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import type { EngineContext } from './context.ts';
import { DEFAULT_RATES, type Rates } from './rates.ts';
import { mediaLines } from './tangible.ts';

/** One channel of a property's CPM view (spec: "cpm list"). */
export interface CpmViewRow {
  channel: CpmChannel;
  defaultCpm: number;
  /** The property's override, null when the default is used. */
  overrideCpm: number | null;
  /** The CPM in use. */
  cpm: number;
  impressionsEstimated: number;
  impressionsActual: number | null;
  impressionsDelivered: number;
  /** Value of the channel's media lines, expected and delivered, in cents. */
  expectedCents: number;
  deliveredCents: number;
  /**
   * Value per 1,000 delivered impressions once quality is applied, in cents. Not the effective CPM, which
   * is always a cost per 1,000 impressions (method 1.1: one meaning per figure).
   */
  valuePerThousandCents: number | null;
}

/** The property's CPM view: per channel the default and override CPMs, impressions, value, value per 1,000. */
export function cpmView(property: PropertyData, rates: Rates = DEFAULT_RATES): CpmViewRow[] {
  const ctx: EngineContext = { property, rates, missing: [] };
  const { lines, impressions } = mediaLines(ctx);
  return CPM_CHANNELS.map((channel) => {
    const channelImpressions = impressions.filter((i) => i.channel === channel);
    const channelLines = lines
      .map((b) => b.line)
      .filter((line) => line.inputs.some((i) => i.name === 'cpm' && i.path?.endsWith(`.${channel}`)));
    const delivered = channelImpressions.reduce((t, i) => t + i.delivered, 0);
    const deliveredCents = channelLines.reduce((t, l) => t + l.deliveredCents, 0);
    const actuals = channelImpressions.map((i) => i.actual).filter((a): a is number => a !== null);
    const override = property.owned_media.cpm_overrides[channel];
    return {
      channel,
      defaultCpm: rates.cpm[channel],
      overrideCpm: override,
      cpm: override ?? rates.cpm[channel],
      impressionsEstimated: channelImpressions.reduce((t, i) => t + i.estimated, 0),
      impressionsActual: actuals.length > 0 ? actuals.reduce((t, a) => t + a, 0) : null,
      impressionsDelivered: delivered,
      expectedCents: channelLines.reduce((t, l) => t + l.expectedCents, 0),
      deliveredCents,
      valuePerThousandCents: delivered > 0 ? Math.round((deliveredCents * 1000) / delivered) : null,
    };
  });
}
