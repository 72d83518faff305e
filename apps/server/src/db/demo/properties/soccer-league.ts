import type { PropertyInput } from '@cakemix/core';
import * as build from '../property-builders.ts';

const P = 2;

/**
 * A provincial semi-pro soccer league: 20 men's and women's clubs, about 400 games from May to October,
 * every game streamed. A young, diverse, mostly GTA audience; its reach is digital more than on site.
 */
export const soccerLeague: PropertyInput = {
  status: 'complete',
  general: {
    name: 'Ontario Provincial Soccer League',
    description:
      'Semi-professional league of 20 clubs across Ontario; every game streamed live with commentary.',
    start_date: '2026-05-01',
    end_date: '2026-10-04',
    city: { id: 'CA-ON-vaughan', name: 'Vaughan', region: 'ON', country: 'CA' },
    sponsorship_type: 'league',
    category: 'sports',
    sponsorship_level: 'presenting',
    exclusivity: ['category', 'communication'],
    sponsor_benefits: ['on_site_promotion', 'data_access', 'content_creation', 'uses_sponsor_products'],
    digital_audiences: build.audiences(P, [
      ['instagram', 36_500, 'Followers'],
      ['facebook', 21_000, 'Page followers'],
      ['tiktok', 18_200, 'Followers'],
      ['youtube', 9_400, 'Subscribers'],
      ['website', 260_000, 'Annual visits'],
    ]),
    social_handles: build.handles(P, [
      ['instagram', 'ontariosoccerleague'],
      ['x', 'OntSoccerLeague'],
      ['youtube', 'OntarioProvincialSoccer'],
    ]),
    campaign_duration_months: 6,
    events_per_season: 400, // league games, May to October
    similar_organizations: 3,
    years_in_operation: 12,
  },
  target: {
    public_awareness: 3,
    property_scope: 'provincial',
    breakthrough_areas: ['north_america'],
    direct_cumulative_audience: 210_000,
    audience_audited: false,
    first_time_visitors: 32,
    average_visits_per_person: 2.2,
    audience_segments: build.segments({
      gender: [38, 62],
      age: [22, 20, 21, 16, 10, 7, 4],
      household: [18, 52, 12, 18],
      education: [8, 24, 14, 24, 21, 9],
      income: [20, 24, 22, 21, 13],
    }),
    audience_origin: build.origin([55, 38, 6, 1]),
    ethnicity: build.ethnicity([46, 12, 8, 14, 1, 12, 4, 3]),
  },
  relevance: {
    characteristics: build.characteristics([4, 4, 3, 2, 3]),
    likelihood_use_by_participants: 4,
    likelihood_consumption_broadcast: 2,
    likelihood_clients_in_audience: 3,
    category_engagement: 4,
    sponsor_counts: build.sponsorCounts([18, 5, 2, 3]),
    new_sponsors_last_year: 4,
    onsite_visibility: 'dedicated',
  },
  management: {
    account_manager: true,
    satisfaction: 3,
    regard: 4,
    agreements: build.agreements([4, 3, 4, 3, 4]),
    // Not asked yet how the league reports results to sponsors: left unanswered (scored neutral, and listed
    // under "What we assumed").
    sustainability_plan: false,
    market_importance: 3,
    annual_budget: 'from_1m_to_5m',
    rights_fee: 120_000,
    activation_budget: {
      experiential: 25_000,
      media: 20_000,
      athlete_appearance: 5_000,
      other_appearance: 2_000,
    },
    net_partnership_revenue: 780_000,
    in_kind_value: 30_000,
  },
  owned_media: {
    promotional_plan: build.mediaPlan([
      [640_000, 610_000, 3, 50, 95],
      [20_000, 18_000, 2, 30, 90],
      [900_000, 940_000, 3, 40, 100],
      null,
      [80_000, 76_000, 2, 25, 95],
      [1_400_000, 1_520_000, 4, 45, 100],
    ]),
    contractual_benefits: build.withIds(P, 300, [
      {
        benefit_id: 4,
        type: 'signage',
        name: 'Field-side banners at every venue',
        times_offered: 160,
        unit_value: 8,
        predominance: 3,
        exposure: 80,
        delivery: 92,
      },
      {
        benefit_id: 11,
        type: 'broadcast',
        name: 'Logo on every live stream',
        times_offered: 400,
        unit_value: 90,
        predominance: 4,
        exposure: 100,
        delivery: 98,
      },
      {
        benefit_id: 14,
        type: 'digital_social',
        name: 'Goal of the week video',
        times_offered: 20,
        unit_value: 35,
        predominance: 4,
        exposure: 100,
        delivery: 100,
      },
      {
        benefit_id: 29,
        type: 'rights',
        name: 'League presented by the sponsor',
        times_offered: 1,
        unit_value: 20_000,
        predominance: 5,
        exposure: 100,
        delivery: 100,
      },
    ]),
    hospitality_included: true,
    broadcast: build.broadcast([
      [120_000, 110_000, 2, 20, 92],
      [850_000, 910_000, 4, 40, 100],
      [600_000, 640_000, 4, 45, 100],
    ]),
    cpm_overrides: build.cpmOverrides([null, null, 7, null, null, 7.5, 18]),
  },
  paid_media: {
    channels: build.mediaPlan([
      [100_000, 95_000, 4, 100, 95],
      [30_000, 30_000, 4, 100, 100],
      [350_000, 362_000, 4, 100, 100],
      null,
      null,
      [450_000, 470_000, 4, 100, 100],
    ]),
  },
  hospitality: {
    items: build.withIds(P, 400, [
      {
        kind: 'group_tickets',
        name: 'Championship final tickets',
        quantity: 60,
        unit_value: 35,
        date: '2026-10-04',
      },
      {
        kind: 'other',
        name: 'All-access VIP passes',
        description: 'Any game of the season, with field-level access.',
        quantity: 8,
        unit_value: 350,
        annual_pass: true,
      },
    ]),
  },
  activation: {
    items: build.withIds(P, 500, [
      {
        kind: 'experiential',
        category: 'booth_display',
        name: 'Skills zone at the season opener',
        cost: 6_000,
        production_cost: 2_500,
        times_offered: 1,
        predominance: 4,
        exposure: 80,
        attendees_engaged: 3_200,
      },
      {
        kind: 'paid_media',
        category: 'social',
        name: 'Boosted player highlight videos',
        media_buy: 8_000,
        cost: 8_000,
        production_cost: 3_000,
        times_offered: 20,
        predominance: 4,
        exposure: 60,
      },
    ]),
  },
  custom_metrics: {
    items: build.withIds(P, 600, [
      { name: 'Registered youth players in member clubs', data_type: 'decimal', value: 46_000 },
      { name: 'Average stream watch time (minutes)', data_type: 'decimal', value: 23.4 },
    ]),
  },
};
