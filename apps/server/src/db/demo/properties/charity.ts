import type { PropertyInput } from '@cakemix/core';
import * as build from '../property-builders.ts';

const P = 5;

/**
 * A children's charity with a spring run and a fall gala: a small, loyal, well-off audience, and most of
 * the sponsor's value in goodwill and employee engagement rather than impressions.
 */
export const charity: PropertyInput = {
  status: 'complete',
  general: {
    name: 'Prairie Kids Foundation — Run for Kids',
    description:
      'Children’s charity funding after-school and nutrition programs; the Run for Kids draws 9,000.',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    city: { id: 'CA-SK-saskatoon', name: 'Saskatoon', region: 'SK', country: 'CA' },
    sponsorship_type: 'organization',
    category: 'cause_charity',
    sponsorship_level: 'community',
    exclusivity: ['none'],
    sponsor_benefits: [
      'employee_volunteers',
      'networking_events',
      'content_creation',
      'consumer_interaction',
    ],
    digital_audiences: build.audiences(P, [
      ['facebook', 17_800, 'Page followers'],
      ['instagram', 9_600, 'Followers'],
      ['linkedin', 5_200, 'Followers'],
      ['website', 95_000, 'Annual visits'],
      ['other', 14_500, 'Donor newsletter'],
    ]),
    social_handles: build.handles(P, [
      ['facebook', 'PrairieKidsFoundation'],
      ['instagram', 'prairiekids'],
      ['linkedin', 'prairie-kids-foundation'],
    ]),
    campaign_duration_months: 12,
    events_per_season: 2, // the spring run and the fall gala
    similar_organizations: 5,
    years_in_operation: 31,
  },
  target: {
    public_awareness: 3,
    property_scope: 'regional',
    breakthrough_areas: ['north_america'],
    direct_cumulative_audience: 24_000,
    audience_audited: false,
    first_time_visitors: 28,
    average_visits_per_person: 1.4,
    audience_segments: build.segments({
      gender: [61, 39],
      age: [12, 9, 20, 23, 16, 12, 8],
      household: [22, 49, 12, 17],
      education: [4, 20, 13, 26, 26, 11],
      income: [14, 19, 22, 25, 20],
    }),
    audience_origin: build.origin([82, 16, 2, 0]),
    ethnicity: build.ethnicity([74, 3, 4, 6, 9, 2, 1, 1]),
  },
  relevance: {
    characteristics: build.characteristics([5, 3, 4, 2, 4]),
    likelihood_use_by_participants: 2,
    likelihood_consumption_broadcast: 1,
    likelihood_clients_in_audience: 3,
    category_engagement: 4,
    sponsor_counts: build.sponsorCounts([36, 4, 0, 3]),
    new_sponsors_last_year: 5,
    onsite_visibility: 'shared',
  },
  management: {
    account_manager: true,
    satisfaction: 5,
    regard: 5,
    agreements: build.agreements([5, 4, 5, 4, 4]),
    information_sources: ['annual_report', 'audit_report', 'case_studies'],
    sustainability_plan: true,
    market_importance: 3,
    annual_budget: 'from_1m_to_5m',
    rights_fee: 40_000,
    activation_budget: { experiential: 8_000, media: 4_000, athlete_appearance: 0, other_appearance: 2_000 },
    net_partnership_revenue: 620_000,
    in_kind_value: 15_500,
  },
  owned_media: {
    promotional_plan: build.mediaPlan([
      [180_000, 175_000, 4, 60, 97],
      [60_000, 58_000, 3, 50, 96],
      [210_000, 226_000, 3, 40, 100],
      null,
      [150_000, 148_000, 3, 35, 99],
      [420_000, 455_000, 4, 50, 100],
    ]),
    contractual_benefits: build.withIds(P, 300, [
      {
        benefit_id: 29,
        type: 'rights',
        name: 'Run for Kids presented by the sponsor',
        times_offered: 1,
        unit_value: 15_000,
        predominance: 5,
        exposure: 100,
        delivery: 100,
      },
      {
        benefit_id: 4,
        type: 'signage',
        name: 'Start and finish line banners',
        times_offered: 1,
        unit_value: 180,
        predominance: 5,
        exposure: 100,
        delivery: 100,
      },
      {
        benefit_id: 12,
        type: 'digital_social',
        name: 'Thank-you posts',
        times_offered: 18,
        unit_value: 25,
        predominance: 3,
        exposure: 80,
        delivery: 100,
      },
      {
        benefit_id: 27,
        type: 'activation',
        name: 'Employee volunteering days',
        times_offered: 3,
        unit_value: 2_000,
        predominance: 3,
        exposure: 50,
        delivery: 100,
      },
    ]),
    hospitality_included: true,
    broadcast: build.broadcast([[90_000, 85_000, 3, 30, 94], null, [150_000, 165_000, 4, 50, 100]]),
    // No market rates of its own: the default CPMs apply.
    cpm_overrides: build.cpmOverrides([null, null, null, null, null, null, null]),
  },
  paid_media: {
    channels: build.mediaPlan([
      null,
      [80_000, 80_000, 4, 100, 100],
      [120_000, 125_000, 4, 100, 100],
      null,
      [200_000, 195_000, 4, 100, 98],
      [160_000, 170_000, 4, 100, 100],
    ]),
  },
  hospitality: {
    items: build.withIds(P, 400, [
      {
        kind: 'food_beverage',
        name: 'Gala table for ten',
        quantity: 1,
        unit_value: 3_500,
        date: '2026-11-14',
      },
      { kind: 'other', name: 'VIP tent at the run', quantity: 20, unit_value: 75, date: '2026-06-07' },
    ]),
  },
  activation: {
    items: build.withIds(P, 500, [
      {
        kind: 'experiential',
        category: 'booth_display',
        name: 'Sponsor village at the finish line',
        cost: 3_500,
        production_cost: 1_200,
        times_offered: 1,
        predominance: 4,
        exposure: 70,
        attendees_engaged: 6_500,
      },
      {
        kind: 'experiential',
        category: 'other',
        name: 'Employee team at the run',
        cost: 1_000,
        times_offered: 1,
        attendees_engaged: 85,
      },
    ]),
  },
  custom_metrics: {
    items: build.withIds(P, 600, [
      { name: 'Children helped this year', data_type: 'decimal', value: 3_400 },
      { name: 'Share of funds going to programs', data_type: 'percent', value: 84 },
    ]),
  },
};
