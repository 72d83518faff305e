import type { PropertyInput } from './schema.ts';

/** Item ids for the fixture: valid v4 UUIDs that read as their position. */
export const fixtureItemId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const line = {
  impressions_estimated: 1000,
  impressions_actual: 900,
  predominance: 3,
  exposure: 50,
  delivery: 90,
};

/**
 * The smallest property that is complete: every field the 9 steps require is filled, and each repeating
 * list holds one item, so a test can break one field and see exactly one error.
 */
export function completeProperty(): PropertyInput {
  return {
    status: 'complete',
    general: {
      name: 'Test Lynx',
      start_date: '2026-09-01',
      end_date: '2027-04-30',
      city: { id: 'CA-QC-sherbrooke', name: 'Sherbrooke', region: 'QC', country: 'CA' },
      sponsorship_type: 'team',
      category: 'sports',
      sponsorship_level: 'official',
      exclusivity: ['category'],
      digital_audiences: [{ id: fixtureItemId(1), platform: 'instagram', audience: 12000 }],
      social_handles: [{ id: fixtureItemId(2), network: 'instagram', handle: 'test.lynx' }],
      campaign_duration_months: 6,
      similar_organizations: 1,
      years_in_operation: 3,
    },
    target: {
      public_awareness: 2,
      property_scope: 'local',
      direct_cumulative_audience: 100000,
      audience_audited: false,
      first_time_visitors: 20,
      average_visits_per_person: 2.5,
      audience_origin: { local: 80, regional: 20 },
    },
    relevance: {
      characteristics: { sincere: 4, exciting: 5, competent: 3, sophisticated: 2, solid: 4 },
      likelihood_use_by_participants: 3,
      likelihood_consumption_broadcast: 2,
      likelihood_clients_in_audience: 4,
      category_engagement: 3,
      sponsor_counts: { local_regional: 20, national: 3, international: 0, service_media: 2 },
      new_sponsors_last_year: 4,
      onsite_visibility: 'shared',
    },
    management: {
      account_manager: true,
      satisfaction: 4,
      regard: 4,
      agreements: {
        delivers_commitments: 4,
        reports_results: 3,
        responsive_team: 5,
        understands_objectives: 4,
        proposes_ideas: 3,
      },
      sustainability_plan: false,
      market_importance: 3,
      annual_budget: 'from_1m_to_5m',
      rights_fee: 25000,
    },
    owned_media: {
      promotional_plan: { signage: line },
      contractual_benefits: [
        {
          id: fixtureItemId(3),
          type: 'signage',
          name: 'Rink board',
          times_offered: 34,
          unit_value: 150,
          predominance: 4,
          exposure: 100,
          delivery: 95,
        },
      ],
      hospitality_included: true,
      broadcast: { streaming: line },
    },
    paid_media: { channels: { radio: line } },
    hospitality: {
      items: [
        { id: fixtureItemId(4), kind: 'group_tickets', name: 'Group tickets', quantity: 40, unit_value: 22 },
      ],
    },
    activation: {
      items: [
        {
          id: fixtureItemId(5),
          kind: 'experiential',
          category: 'sampling',
          name: 'Sampling at the gate',
          cost: 1500,
          times_offered: 3,
          attendees_engaged: 2400,
        },
      ],
    },
    custom_metrics: {
      items: [{ id: fixtureItemId(6), name: 'Season ticket renewals', data_type: 'percent', value: 82 }],
    },
  };
}
