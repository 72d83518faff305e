import type { PropertyInput } from '@cakemix/core';
import { audiences } from '../property-builders.ts';

/** A property still being filled in: the general step and a few numbers so far. */
export const winterCarnivalDraft: PropertyInput = {
  status: 'draft',
  general: {
    name: 'Winnipeg Winter Carnival 2027',
    start_date: '2027-02-12',
    end_date: '2027-02-21',
    city: { id: 'CA-MB-winnipeg', name: 'Winnipeg', region: 'MB', country: 'CA' },
    sponsorship_type: 'event',
    category: 'festival_fair',
    digital_audiences: audiences(6, [['facebook', 12_000, 'Page followers']]),
  },
  target: { direct_cumulative_audience: 90_000, property_scope: 'provincial' },
  management: { rights_fee: 30_000 },
};
