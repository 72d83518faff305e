/** The closed lists of the property form (spec section 3, "Property"). Labels live in the web app's i18n. */

export const SPONSORSHIP_TYPES = ['team', 'league', 'venue', 'event', 'organization'] as const;
export type SponsorshipType = (typeof SPONSORSHIP_TYPES)[number];

export const PROPERTY_CATEGORIES = [
  'sports',
  'music',
  'arts_culture',
  'festival_fair',
  'cause_charity',
  'community',
  'education',
  'business_conference',
  'esports_gaming',
  'other',
] as const;

/** The rank of the sponsor among the property's partners. */
export const SPONSORSHIP_LEVELS = [
  'title',
  'presenting',
  'premier',
  'official',
  'supplier',
  'community',
] as const;

export const EXCLUSIVITY_OPTIONS = ['category', 'area', 'communication', 'none'] as const;

export const SPONSOR_BENEFITS = [
  'distribute_samples',
  'on_site_promotion',
  'data_access',
  'networking_events',
  'employee_volunteers',
  'content_creation',
  'consumer_interaction',
  'uses_sponsor_products',
] as const;
export type SponsorBenefit = (typeof SPONSOR_BENEFITS)[number];

/** Digital platforms whose audience is counted in step 1; the unit differs (followers, downloads, visits). */
export const DIGITAL_PLATFORMS = [
  'facebook',
  'tiktok',
  'x',
  'snapchat',
  'youtube',
  'linkedin',
  'mobile_app',
  'instagram',
  'website',
  'other',
] as const;
export type DigitalPlatform = (typeof DIGITAL_PLATFORMS)[number];

/** Networks with an account handle (step 1). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'tiktok',
  'x',
  'snapchat',
  'youtube',
  'linkedin',
  'instagram',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Digital platforms whose audience is followers who see posts (a newsletter or another channel counts as
 * "other"); the website and the app count visits and sessions instead.
 */
export const SOCIAL_PLATFORMS: ReadonlySet<DigitalPlatform> = new Set([...SOCIAL_NETWORKS, 'other']);

export const AUDIENCE_ORIGINS = ['local', 'regional', 'national', 'international'] as const;

export const SPONSOR_TIERS = ['local_regional', 'national', 'international', 'service_media'] as const;

export const ONSITE_VISIBILITY = ['shared', 'dedicated'] as const;

/** The five agreement statements of the management step, each rated 1 (disagree) to 5 (agree). */
export const AGREEMENT_STATEMENTS = [
  'delivers_commitments',
  'reports_results',
  'responsive_team',
  'understands_objectives',
  'proposes_ideas',
] as const;

export const INFORMATION_SOURCES = [
  'annual_report',
  'consumer_survey',
  'audit_report',
  'case_studies',
  'sponsors_forum',
] as const;

/** The property's annual budget, 8 bands from under $50,000 to over $20 million. */
export const ANNUAL_BUDGET_BANDS = [
  'under_50k',
  'from_50k_to_100k',
  'from_100k_to_250k',
  'from_250k_to_500k',
  'from_500k_to_1m',
  'from_1m_to_5m',
  'from_5m_to_20m',
  'over_20m',
] as const;

export const ACTIVATION_BUDGET_PARTS = [
  'experiential',
  'media',
  'athlete_appearance',
  'other_appearance',
] as const;

/** Media channels of the promotional plan (step 5) and of paid media (step 6). */
export const MEDIA_CHANNELS = ['signage', 'print', 'digital', 'tv', 'radio', 'social'] as const;
export type MediaChannel = (typeof MEDIA_CHANNELS)[number];

/** Broadcast, streaming and social media exposure (step 5). */
export const BROADCAST_CHANNELS = ['broadcast', 'streaming', 'social_media'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];

/** Channels with a market CPM, which a property may override (step 5, CPM view). */
export const CPM_CHANNELS = ['signage', 'print', 'digital', 'tv', 'radio', 'social', 'streaming'] as const;
export type CpmChannel = (typeof CPM_CHANNELS)[number];

export const HOSPITALITY_KINDS = ['group_tickets', 'corporate_box', 'food_beverage', 'other'] as const;

export const ACTIVATION_KINDS = ['paid_media', 'experiential'] as const;

/** Categories of activation items: media channels for paid media, experience formats for the rest. */
export const ACTIVATION_CATEGORIES = [
  ...MEDIA_CHANNELS,
  'sampling',
  'booth_display',
  'contest',
  'digital_experience',
  'meet_greet',
  'other',
] as const;

export const CUSTOM_METRIC_TYPES = ['amount', 'percent', 'decimal'] as const;

/** Character limits shown under the long text fields. */
export const TEXT_LIMITS = {
  name: 120,
  description: 1000,
  itemDescription: 500,
  shortText: 120,
  comment: 2000,
};

/** The nine steps in form order (spec: General, Target, Relevance, Management, Owned media, Paid media,
 * Hospitality, Activation, Custom metrics). */
export const PROPERTY_STEPS = [
  'general',
  'target',
  'relevance',
  'management',
  'owned_media',
  'paid_media',
  'hospitality',
  'activation',
  'custom_metrics',
] as const;
export type PropertyStep = (typeof PROPERTY_STEPS)[number];
