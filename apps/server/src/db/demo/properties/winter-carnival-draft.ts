import type { PropertyInput } from '@cakemix/core';
import { audiences, withIds } from '../property-builders.ts';

const P = 6;

/**
 * A property still being filled in: the general step, the audience and the first assets the carnival
 * offers, without their quality yet, and no rights fee (still being negotiated). Its report is preliminary.
 */
export const winterCarnivalDraft: PropertyInput = {
  status: 'draft',
  general: {
    name: 'Winnipeg Winter Carnival 2027',
    description:
      'Ten days of snow sculptures, music and sugar shacks along the river; the rights fee is still being negotiated.',
    start_date: '2027-02-12',
    end_date: '2027-02-21',
    city: { id: 'CA-MB-winnipeg', name: 'Winnipeg', region: 'MB', country: 'CA' },
    sponsorship_type: 'event',
    category: 'festival_fair',
    exclusivity: ['category'],
    // Which benefits the sponsor may use is not asked yet: sponsor_benefits stays unanswered.
    events_per_season: 10,
    digital_audiences: audiences(P, [
      ['facebook', 12_000, 'Page followers'],
      ['instagram', 8_500, 'Followers'],
    ]),
  },
  target: { direct_cumulative_audience: 90_000, property_scope: 'provincial' },
  owned_media: {
    // Site signage seen over the ten days; predominance, exposure and delivery not known yet.
    promotional_plan: { signage: { impressions_estimated: 350_000 } },
    contractual_benefits: withIds(P, 300, [
      {
        benefit_id: 6,
        type: 'signage',
        name: 'Banner on the main stage',
        times_offered: 10,
        unit_value: 150,
      },
      {
        benefit_id: 29,
        type: 'rights',
        name: 'Family day presented by the sponsor',
        times_offered: 1,
        unit_value: 8_000,
      },
    ]),
  },
};
