import type {
  DigitalPlatform,
  GeographicScope,
  PROPERTY_CATEGORIES,
  SPONSORSHIP_LEVELS,
  SponsorshipType,
} from '@cakemix/core';

export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
export type SponsorshipLevel = (typeof SPONSORSHIP_LEVELS)[number];

/*
 * The kinds of property the demo benchmark set is drawn from: what a property of each kind is, how large
 * it can be (a small local fair to a national championship) and what it sells. The generator
 * (benchmark-property.ts) draws one property of a kind at a time; the numbers here are plausible for Canadian
 * properties of the kind (fees in CAD), not the data of real ones.
 */

/** Audience profiles: gender (f, m), 7 age bands, 4 households, 6 education levels, 5 income bands. */
export const CROWDS = {
  sports: [
    [38, 62],
    [16, 13, 18, 19, 15, 11, 8],
    [24, 44, 12, 20],
    [9, 27, 21, 22, 15, 6],
    [20, 25, 24, 19, 12],
  ],
  family: [
    [55, 45],
    [24, 8, 17, 21, 14, 10, 6],
    [14, 58, 12, 16],
    [8, 24, 18, 25, 18, 7],
    [18, 24, 24, 21, 13],
  ],
  active: [
    [49, 51],
    [6, 12, 26, 25, 18, 10, 3],
    [28, 38, 9, 25],
    [3, 14, 14, 27, 30, 12],
    [10, 17, 22, 27, 24],
  ],
  music: [
    [52, 48],
    [8, 27, 27, 18, 11, 6, 3],
    [30, 28, 9, 33],
    [6, 24, 22, 27, 16, 5],
    [25, 27, 21, 17, 10],
  ],
  arts: [
    [61, 39],
    [6, 8, 14, 17, 19, 19, 17],
    [30, 32, 10, 28],
    [3, 14, 12, 26, 29, 16],
    [12, 17, 21, 26, 24],
  ],
  donors: [
    [60, 40],
    [10, 7, 16, 21, 19, 15, 12],
    [26, 44, 10, 20],
    [4, 18, 13, 27, 26, 12],
    [11, 17, 22, 27, 23],
  ],
  campus: [
    [47, 53],
    [4, 58, 15, 9, 7, 5, 2],
    [12, 20, 6, 62],
    [6, 40, 12, 22, 16, 4],
    [38, 24, 16, 14, 8],
  ],
  business: [
    [42, 58],
    [0, 7, 27, 31, 23, 10, 2],
    [24, 48, 12, 16],
    [1, 7, 10, 36, 34, 12],
    [4, 10, 19, 33, 34],
  ],
  gamers: [
    [21, 79],
    [17, 44, 25, 9, 4, 1, 0],
    [14, 18, 9, 59],
    [10, 36, 17, 24, 11, 2],
    [34, 29, 18, 13, 6],
  ],
} as const satisfies Record<string, readonly number[][]>;
export type Crowd = keyof typeof CROWDS;

/**
 * Where the property's media reach beyond its site, as impressions per person of its direct audience: per
 * channel of the promotional plan (signage, print, digital, TV, radio, social) and of broadcast (broadcast,
 * streaming, social media), 0 leaving the channel unused; and its digital audiences (platform, people per
 * person of the direct audience, what the number counts).
 */
export const REACH = {
  local: {
    plan: [8, 0.3, 2, 0, 0.5, 4],
    broadcast: [0, 0, 1.5],
    audiences: [
      ['facebook', 0.35, 'Page followers'],
      ['instagram', 0.2, 'Followers'],
      ['website', 2.5, 'Annual visits'],
      ['other', 0.06, 'Newsletter subscribers'],
    ],
  },
  regional: {
    plan: [12, 0.4, 3, 1.5, 2, 6],
    broadcast: [6, 2, 3],
    audiences: [
      ['facebook', 0.3, 'Page followers'],
      ['instagram', 0.25, 'Followers'],
      ['tiktok', 0.15, 'Followers'],
      ['x', 0.04, 'Followers'],
      ['website', 3, 'Annual visits'],
      ['other', 0.05, 'Newsletter subscribers'],
    ],
  },
  national: {
    plan: [10, 0.3, 4, 6, 2, 8],
    broadcast: [25, 6, 6],
    audiences: [
      ['facebook', 0.5, 'Page followers'],
      ['instagram', 0.6, 'Followers'],
      ['tiktok', 0.5, 'Followers'],
      ['x', 0.2, 'Followers'],
      ['youtube', 0.15, 'Subscribers'],
      ['website', 4, 'Annual visits'],
    ],
  },
  online: {
    plan: [4, 0, 15, 0, 0, 60],
    broadcast: [0, 250, 40],
    audiences: [
      ['youtube', 8, 'Subscribers'],
      ['tiktok', 12, 'Followers'],
      ['instagram', 4, 'Followers'],
      ['x', 2, 'Followers'],
      ['other', 10, 'Twitch followers'],
      ['website', 5, 'Annual visits'],
    ],
  },
  conference: {
    plan: [5, 1, 3, 0, 0, 3],
    broadcast: [0, 1, 2],
    audiences: [
      ['linkedin', 1.2, 'Followers'],
      ['x', 0.3, 'Followers'],
      ['website', 6, 'Annual visits'],
      ['other', 0.8, 'Newsletter subscribers'],
    ],
  },
} as const satisfies Record<
  string,
  {
    plan: readonly number[];
    broadcast: readonly number[];
    audiences: readonly (readonly [DigitalPlatform, number, string])[];
  }
>;
export type Reach = keyof typeof REACH;

/**
 * A benefit of the package: its catalogue id, its name, how often it is delivered (each event, once a
 * season, or a number of times) and the value of one delivery — dollars per 100,000 people of direct
 * audience, or a share of the rights fee for a right.
 */
export type BenefitTemplate = readonly [
  catalogueId: number,
  name: string,
  times: number | 'event' | 'season',
  basis: 'audience' | 'fee',
  amount: number,
];

/** Hospitality: kind, name and the value of one (how many is in proportion to the rights fee). */
export type HospitalityTemplate = readonly [
  kind: 'group_tickets' | 'corporate_box' | 'food_beverage' | 'other',
  name: string,
  unitValue: number,
];

/** What a sponsor gets from a kind of property: its benefits, hospitality and on-site activation. */
export interface Package {
  benefits: readonly BenefitTemplate[];
  hospitality: readonly HospitalityTemplate[];
  activation: readonly [category: 'sampling' | 'booth_display' | 'contest' | 'meet_greet', name: string];
}

export const PACKAGES = {
  arena: {
    benefits: [
      [1, 'Rink board', 'event', 'audience', 260],
      [3, 'Video board spot', 'event', 'audience', 110],
      [10, 'Play-by-play mention', 'event', 'audience', 45],
      [12, 'Game-day social post', 20, 'audience', 120],
      [30, 'Official partner designation', 'season', 'fee', 0.12],
    ],
    hospitality: [
      ['corporate_box', 'Corporate box for 12', 2_200],
      ['group_tickets', 'Employee night tickets', 24],
    ],
    activation: ['sampling', 'Sampling at the gates'],
  },
  field: {
    benefits: [
      [4, 'Field-side banners', 'event', 'audience', 18],
      [11, 'Logo on the live stream', 'event', 'audience', 12],
      [12, 'Goal of the week post', 20, 'audience', 140],
      [29, 'Presenting partner title', 'season', 'fee', 0.15],
    ],
    hospitality: [['other', 'Final day VIP tent', 90]],
    activation: ['booth_display', 'Booth at the season finals'],
  },
  broadcast: {
    benefits: [
      [4, 'Field-side boards', 'event', 'audience', 450],
      [7, '30-second TV spot', 18, 'audience', 900],
      [8, 'Broadcast billboard', 'event', 'audience', 650],
      [14, 'Branded video series', 12, 'audience', 500],
      [32, 'Use of marks and logos', 'season', 'fee', 0.1],
    ],
    hospitality: [
      ['corporate_box', 'Suite for 16', 6_500],
      ['group_tickets', 'Client tickets, lower bowl', 95],
    ],
    activation: ['contest', 'Half-time contest'],
  },
  stage: {
    benefits: [
      [6, 'Main stage banner', 'event', 'audience', 220],
      [13, 'Line-up announcement stories', 30, 'audience', 70],
      [16, 'Newsletter feature', 6, 'audience', 160],
      [29, 'Presenting partner of a stage', 'season', 'fee', 0.14],
    ],
    hospitality: [
      ['other', 'VIP area passes', 160],
      ['food_beverage', 'Backstage dinner', 110],
    ],
    activation: ['sampling', 'Sampling on the free site'],
  },
  hall: {
    benefits: [
      [28, 'Name on the building, tickets and maps', 'season', 'fee', 0.35],
      [5, 'Concourse signs at the entrances', 'season', 'audience', 3_000],
      [3, 'Video board spot', 'event', 'audience', 40],
      [15, 'Website banner', 'season', 'audience', 900],
    ],
    hospitality: [['corporate_box', 'Private suite, event of choice', 1_800]],
    activation: ['booth_display', 'Concourse display'],
  },
  cause: {
    benefits: [
      [29, 'Signature event presented by the sponsor', 'season', 'fee', 0.25],
      [4, 'Event banners', 'event', 'audience', 1_200],
      [12, 'Thank-you posts', 18, 'audience', 400],
      [27, 'Employee volunteering days', 3, 'audience', 2_500],
    ],
    hospitality: [['food_beverage', 'Gala table for ten', 3_000]],
    activation: ['booth_display', 'Sponsor tent at the signature event'],
  },
  online: {
    benefits: [
      [11, 'Logo on every stream', 'event', 'audience', 9_000],
      [14, 'Branded video', 10, 'audience', 14_000],
      [12, 'Sponsored post', 40, 'audience', 3_500],
      [30, 'Official supplier designation', 'season', 'fee', 0.15],
    ],
    hospitality: [['other', 'Meet the players at the studio', 150]],
    activation: ['meet_greet', 'Fan meet and greet'],
  },
  forum: {
    benefits: [
      [6, 'Plenary stage banner', 'event', 'audience', 5_000],
      [16, 'Delegate newsletter feature', 4, 'audience', 3_500],
      [15, 'Event website banner', 'season', 'audience', 9_000],
      [29, 'Presenting partner of a plenary', 'season', 'fee', 0.2],
    ],
    hospitality: [['food_beverage', 'Speakers dinner seats', 250]],
    activation: ['booth_display', 'Exhibit booth'],
  },
} as const satisfies Record<string, Package>;
export type PackageName = keyof typeof PACKAGES;

/** A kind of property. Names and descriptions use {city}, {province} and {events}; `namesFr` serve in Québec. */
export interface BenchmarkKind {
  type: SponsorshipType;
  category: PropertyCategory;
  levels: readonly SponsorshipLevel[];
  scope: GeographicScope;
  names: readonly string[];
  namesFr?: readonly string[];
  description: string;
  /** Direct cumulative audience a season, smallest and largest. */
  audience: readonly [number, number];
  /** Asked price at the smallest and at the largest audience. */
  fee: readonly [number, number];
  /** Events (games, show days) a season. */
  events: readonly [number, number];
  /** Average visits per person, and years in operation: lowest and highest. */
  visits: readonly [number, number];
  years: readonly [number, number];
  crowd: Crowd;
  reach: Reach;
  pack: PackageName;
  /** First day of the season (MM-DD) and its length in days. */
  season: readonly [string, number];
  /** Held only in a province's largest cities. */
  bigCity?: boolean;
}

export const BENCHMARK_KINDS: readonly BenchmarkKind[] = [
  // Teams
  {
    type: 'team',
    category: 'sports',
    levels: ['official', 'premier', 'supplier'],
    scope: 'regional',
    names: ['{city} Ice Hawks', '{city} Junior Hockey Club', '{city} Northmen'],
    namesFr: ['Harfangs de {city}', 'Draveurs de {city}'],
    description:
      'Major junior hockey club of {city}: about {events} home games a season and a loyal local crowd.',
    audience: [70_000, 180_000],
    fee: [21_000, 68_000],
    events: [32, 34],
    visits: [2.5, 4],
    years: [8, 45],
    crowd: 'sports',
    reach: 'regional',
    pack: 'arena',
    season: ['09-20', 200],
  },
  {
    type: 'team',
    category: 'sports',
    levels: ['official', 'premier'],
    scope: 'national',
    names: ['{city} Football Club', '{city} Stallions'],
    namesFr: ['Grizzlys de {city} — football'],
    description: 'Professional football club of {city}: {events} home games, nationally televised.',
    audience: [280_000, 520_000],
    fee: [130_000, 360_000],
    events: [9, 10],
    visits: [3, 6],
    years: [40, 110],
    crowd: 'sports',
    reach: 'national',
    pack: 'broadcast',
    season: ['06-05', 150],
    bigCity: true,
  },
  {
    type: 'team',
    category: 'sports',
    levels: ['supplier', 'community', 'official'],
    scope: 'local',
    names: ['{city} University Rams', '{city} College Varsity Teams'],
    namesFr: ['Faucons du collège de {city}'],
    description:
      'University and college varsity teams of {city}: {events} home games for students and alumni.',
    audience: [6_000, 25_000],
    fee: [800, 4_000],
    events: [8, 14],
    visits: [1.5, 3],
    years: [30, 120],
    crowd: 'campus',
    reach: 'local',
    pack: 'field',
    season: ['09-01', 210],
  },
  {
    type: 'team',
    category: 'esports_gaming',
    levels: ['official', 'premier'],
    scope: 'national',
    names: ['{city} Pixel Wolves esports', 'Team {city} Gaming'],
    description:
      'Esports team based in {city}: {events} streamed match days a season, a large online following.',
    audience: [4_000, 15_000],
    fee: [16_000, 60_000],
    events: [10, 20],
    visits: [1.2, 2],
    years: [3, 10],
    crowd: 'gamers',
    reach: 'online',
    pack: 'online',
    season: ['01-15', 300],
    bigCity: true,
  },
  {
    type: 'team',
    category: 'sports',
    levels: ['official', 'supplier', 'community'],
    scope: 'regional',
    names: ['{city} Baseball Club', '{city} Lakers Baseball'],
    namesFr: ['Capitaines de {city} — baseball'],
    description: 'Summer collegiate baseball club of {city}: {events} home games, families on the bleachers.',
    audience: [40_000, 110_000],
    fee: [4_800, 17_000],
    events: [30, 40],
    visits: [2, 3.5],
    years: [5, 60],
    crowd: 'family',
    reach: 'local',
    pack: 'field',
    season: ['05-20', 110],
  },
  // Leagues
  {
    type: 'league',
    category: 'sports',
    levels: ['presenting', 'official', 'title'],
    scope: 'provincial',
    names: ['{province} Soccer League', '{province} Premier Soccer', '{city} Region Soccer League'],
    namesFr: ['Ligue de soccer élite du {province}'],
    description: 'Semi-professional soccer league of {province}: {events} games from May to October.',
    audience: [120_000, 260_000],
    fee: [29_500, 92_000],
    events: [250, 420],
    visits: [2, 4],
    years: [6, 40],
    crowd: 'family',
    reach: 'regional',
    pack: 'field',
    season: ['05-01', 170],
  },
  {
    type: 'league',
    category: 'sports',
    levels: ['community', 'supplier', 'presenting'],
    scope: 'regional',
    names: ['{city} Minor Hockey League', '{city} Youth Hockey Association'],
    namesFr: ['Ligue de hockey mineur de {city}'],
    description:
      'Youth hockey league of {city} and its region: {events} games, players from 5 to 17 and their families.',
    audience: [25_000, 80_000],
    fee: [11_000, 44_000],
    events: [200, 500],
    visits: [3, 6],
    years: [25, 70],
    crowd: 'family',
    reach: 'local',
    pack: 'arena',
    season: ['09-25', 190],
  },
  {
    type: 'league',
    category: 'sports',
    levels: ['premier', 'official'],
    scope: 'national',
    names: [
      'National 3x3 Basketball Circuit',
      'National Lacrosse Circuit',
      'Canadian Women’s Pro Volleyball League',
      'Canadian Pro Rugby Championship',
    ],
    description:
      'Professional league headquartered in {city}: {events} games a season in eight markets, on national TV.',
    audience: [350_000, 700_000],
    fee: [305_000, 920_000],
    events: [100, 140],
    visits: [2, 4],
    years: [4, 30],
    crowd: 'sports',
    reach: 'national',
    pack: 'broadcast',
    season: ['05-15', 120],
    bigCity: true,
  },
  {
    type: 'league',
    category: 'sports',
    levels: ['supplier', 'community'],
    scope: 'local',
    names: ['{city} Adult Ultimate League', '{city} Beach Volleyball League', '{city} Rec Curling League'],
    namesFr: ['Ligue récréative de volleyball de {city}'],
    description:
      'Recreational adult league of {city}: {events} games a season for teams of friends and co-workers.',
    audience: [1_200, 9_000],
    fee: [400, 2_900],
    events: [60, 150],
    visits: [3, 8],
    years: [5, 30],
    crowd: 'active',
    reach: 'local',
    pack: 'field',
    season: ['05-05', 130],
  },
  {
    type: 'league',
    category: 'education',
    levels: ['official', 'presenting'],
    scope: 'provincial',
    names: [
      '{province} College Athletic Conference',
      '{province} Colleges Sports League',
      '{city} Region University Athletics',
    ],
    namesFr: ['Réseau du sport collégial du {province}'],
    description:
      'Athletic conference of the colleges of {province}: {events} games across 11 sports, streamed live.',
    audience: [90_000, 200_000],
    fee: [17_500, 51_000],
    events: [200, 350],
    visits: [1.5, 3],
    years: [30, 60],
    crowd: 'campus',
    reach: 'regional',
    pack: 'field',
    season: ['09-05', 230],
  },
  // Venues
  {
    type: 'venue',
    category: 'sports',
    levels: ['title', 'premier'],
    scope: 'provincial',
    names: ['{city} Centre — naming rights', '{city} Arena — naming rights'],
    namesFr: ['Centre sportif de {city} — droits d’appellation'],
    description:
      'Downtown arena of {city} offering its naming rights: hockey, concerts and shows, about {events} events a year.',
    audience: [380_000, 950_000],
    fee: [77_500, 455_000],
    events: [110, 170],
    visits: [3, 5],
    years: [10, 50],
    crowd: 'sports',
    reach: 'regional',
    pack: 'hall',
    season: ['01-01', 364],
  },
  {
    type: 'venue',
    category: 'arts_culture',
    levels: ['title', 'presenting', 'premier'],
    scope: 'regional',
    names: ['{city} Performing Arts Centre', '{city} Grand Theatre'],
    namesFr: ['Salle de spectacles de {city}'],
    description:
      'Performing arts centre of {city}: theatre, dance and touring shows, {events} performances a year.',
    audience: [60_000, 200_000],
    fee: [15_000, 73_500],
    events: [150, 260],
    visits: [2, 4],
    years: [15, 90],
    crowd: 'arts',
    reach: 'local',
    pack: 'hall',
    season: ['01-01', 364],
  },
  {
    type: 'venue',
    category: 'community',
    levels: ['title', 'community'],
    scope: 'local',
    names: ['{city} Community Recreation Centre — naming rights', '{city} Aquatic Centre — naming rights'],
    namesFr: ['Complexe récréatif de {city} — droits d’appellation'],
    description: 'Municipal recreation centre of {city} (pools, rinks, gyms), open {events} days a year.',
    audience: [50_000, 160_000],
    fee: [8_800, 36_000],
    events: [300, 360],
    visits: [8, 20],
    years: [5, 45],
    crowd: 'family',
    reach: 'local',
    pack: 'hall',
    season: ['01-01', 364],
  },
  {
    type: 'venue',
    category: 'music',
    levels: ['presenting', 'title'],
    scope: 'regional',
    names: ['{city} Waterfront Amphitheatre', '{city} Bandshell'],
    namesFr: ['Amphithéâtre de {city}'],
    description: 'Open-air amphitheatre of {city}: {events} concerts from May to September.',
    audience: [90_000, 260_000],
    fee: [23_000, 88_000],
    events: [30, 60],
    visits: [1.5, 3],
    years: [5, 40],
    crowd: 'music',
    reach: 'regional',
    pack: 'stage',
    season: ['05-15', 130],
  },
  {
    type: 'venue',
    category: 'business_conference',
    levels: ['premier', 'official'],
    scope: 'provincial',
    names: ['{city} Convention Centre — main hall', '{city} Exhibition Park — trade hall'],
    namesFr: ['Palais des congrès de {city} — grande salle'],
    description:
      'Main hall of the {city} convention centre: trade shows and congresses, {events} event days a year.',
    audience: [150_000, 400_000],
    fee: [31_000, 130_000],
    events: [120, 220],
    visits: [1.2, 2.5],
    years: [10, 50],
    crowd: 'business',
    reach: 'conference',
    pack: 'hall',
    season: ['01-01', 364],
    bigCity: true,
  },
  // Events
  {
    type: 'event',
    category: 'sports',
    levels: ['title', 'presenting'],
    scope: 'regional',
    names: ['{city} Marathon', '{city} Half Marathon and 10K'],
    namesFr: ['Marathon de {city}'],
    description:
      'Road race of {city}: marathon, half and 10 km over {events} days, runners and spectators along the course.',
    audience: [18_000, 70_000],
    fee: [5_200, 25_500],
    events: [1, 2],
    visits: [1, 1.5],
    years: [5, 45],
    crowd: 'active',
    reach: 'regional',
    pack: 'field',
    season: ['05-10', 1],
  },
  {
    type: 'event',
    category: 'music',
    levels: ['presenting', 'title', 'official'],
    scope: 'provincial',
    names: ['{city} Summer Music Festival', '{city} Jazz Festival', '{city} Folk Festival'],
    namesFr: ['Festival de musique de {city}', 'Festival de jazz de {city}'],
    description: 'Music festival of {city}: {events} days of paid and free stages, downtown in July.',
    audience: [60_000, 320_000],
    fee: [13_500, 96_000],
    events: [3, 11],
    visits: [1.5, 3],
    years: [5, 45],
    crowd: 'music',
    reach: 'regional',
    pack: 'stage',
    season: ['07-03', 11],
  },
  {
    type: 'event',
    category: 'festival_fair',
    levels: ['community', 'supplier'],
    scope: 'local',
    names: ['{city} Fall Fair', '{city} Harvest Festival', '{city} Winter Lights Festival'],
    namesFr: ['Fête des récoltes de {city}'],
    description:
      'Community fair of {city}: {events} days of farm exhibits, food stands and family activities.',
    audience: [3_000, 25_000],
    fee: [400, 3_600],
    events: [2, 5],
    visits: [1, 1.8],
    years: [10, 120],
    crowd: 'family',
    reach: 'local',
    pack: 'stage',
    season: ['09-12', 5],
  },
  {
    type: 'event',
    category: 'business_conference',
    levels: ['premier', 'official', 'presenting'],
    scope: 'national',
    names: ['{city} Tech Summit', '{city} Leadership Forum', 'Canadian Retail Congress — {city}'],
    description:
      'Business conference held in {city}: {events} days of keynotes and exhibits for decision makers.',
    audience: [2_500, 9_000],
    fee: [1_600, 7_200],
    events: [2, 3],
    visits: [1, 1.2],
    years: [3, 25],
    crowd: 'business',
    reach: 'conference',
    pack: 'forum',
    season: ['10-14', 3],
    bigCity: true,
  },
  {
    type: 'event',
    category: 'sports',
    levels: ['title', 'presenting'],
    scope: 'national',
    names: ['Canadian Curling Championship — {city}', 'National Figure Skating Championships — {city}'],
    description: 'National championship hosted in {city}: {events} days of competition, live on national TV.',
    audience: [80_000, 300_000],
    fee: [72_000, 295_000],
    events: [5, 10],
    visits: [2, 4],
    years: [40, 100],
    crowd: 'sports',
    reach: 'national',
    pack: 'broadcast',
    season: ['02-27', 9],
    bigCity: true,
  },
  {
    type: 'event',
    category: 'arts_culture',
    levels: ['presenting', 'official'],
    scope: 'provincial',
    names: [
      '{city} Independent Film Festival',
      '{city} Fringe Theatre Festival',
      '{city} Storytelling Festival',
    ],
    namesFr: ['Festival du film de {city}'],
    description:
      'Arts festival of {city}: {events} days of screenings and performances, press and industry guests.',
    audience: [30_000, 110_000],
    fee: [8_800, 41_500],
    events: [8, 11],
    visits: [1.5, 3.5],
    years: [8, 40],
    crowd: 'arts',
    reach: 'regional',
    pack: 'stage',
    season: ['09-18', 10],
  },
  // Organizations
  {
    type: 'organization',
    category: 'cause_charity',
    levels: ['community', 'official', 'presenting'],
    scope: 'regional',
    names: ['{city} Kids Foundation', '{city} Youth Food Program', '{city} Literacy Foundation'],
    namesFr: ['Fondation pour l’enfance de {city}'],
    description:
      'Children’s charity of {city}: after-school and nutrition programs, a spring run and a fall gala.',
    audience: [10_000, 40_000],
    fee: [3_200, 14_500],
    events: [1, 4],
    visits: [1, 1.6],
    years: [10, 50],
    crowd: 'donors',
    reach: 'local',
    pack: 'cause',
    season: ['04-01', 364],
  },
  {
    type: 'organization',
    category: 'cause_charity',
    levels: ['premier', 'presenting'],
    scope: 'provincial',
    names: ['{city} Hospital Foundation', '{city} Cancer Care Foundation'],
    namesFr: ['Fondation de l’hôpital de {city}'],
    description:
      'Hospital foundation of {city}: a telethon, a lottery and {events} fundraising events a year.',
    audience: [25_000, 90_000],
    fee: [14_500, 62_500],
    events: [3, 8],
    visits: [1, 1.5],
    years: [20, 80],
    crowd: 'donors',
    reach: 'regional',
    pack: 'cause',
    season: ['04-01', 364],
  },
  {
    type: 'organization',
    category: 'arts_culture',
    levels: ['presenting', 'official', 'premier'],
    scope: 'regional',
    names: ['{city} Symphony Orchestra', '{city} Chamber Orchestra'],
    namesFr: ['Orchestre symphonique de {city}'],
    description:
      'Orchestra of {city}: a season of {events} concerts, school programs and a free summer concert.',
    audience: [35_000, 120_000],
    fee: [8_000, 45_500],
    events: [40, 90],
    visits: [2, 4],
    years: [30, 120],
    crowd: 'arts',
    reach: 'local',
    pack: 'stage',
    season: ['09-10', 270],
  },
  {
    type: 'organization',
    category: 'sports',
    levels: ['official', 'premier'],
    scope: 'national',
    names: [
      'Canadian Rowing Federation',
      'Canadian Cycling Federation',
      'Canadian Wrestling Federation',
      'Canadian Triathlon Federation',
    ],
    description:
      'National sport federation headquartered in {city}: national teams, {events} national events, and 40,000 members.',
    audience: [60_000, 250_000],
    fee: [56_000, 225_000],
    events: [6, 20],
    visits: [1.5, 3],
    years: [40, 130],
    crowd: 'active',
    reach: 'national',
    pack: 'broadcast',
    season: ['04-01', 364],
    bigCity: true,
  },
  {
    type: 'organization',
    category: 'education',
    levels: ['premier', 'presenting'],
    scope: 'provincial',
    names: ['{city} Science Centre', '{city} Museum of Natural History'],
    namesFr: ['Centre des sciences de {city}'],
    description:
      'Science museum of {city}: exhibitions, school visits and summer camps, open {events} days a year.',
    audience: [150_000, 420_000],
    fee: [42_500, 165_000],
    events: [300, 360],
    visits: [1.3, 2.5],
    years: [15, 90],
    crowd: 'family',
    reach: 'regional',
    pack: 'hall',
    season: ['01-01', 364],
  },
  {
    type: 'organization',
    category: 'arts_culture',
    levels: ['supplier', 'community'],
    scope: 'local',
    names: ['{city} Arts Council', '{city} Community Arts Collective'],
    namesFr: ['Conseil des arts de {city}'],
    description: 'Arts council of {city}: {events} exhibitions and workshops a year for local artists.',
    audience: [800, 9_000],
    fee: [280, 3_000],
    events: [6, 20],
    visits: [1.5, 3],
    years: [10, 60],
    crowd: 'arts',
    reach: 'local',
    pack: 'cause',
    season: ['01-01', 364],
  },
];
