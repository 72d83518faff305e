import { DEMO_PROFILES } from '../../src/db/demo/profiles.ts';
import { accessTokens } from '../../src/db/schema.ts';
import { hashSecret, randomToken } from '../../src/lib/secrets.ts';
import { apiClient, seedUsers, type TestContext } from '../helper.ts';
import { fullProperty } from '../property-fixtures.ts';

/** Who sends a request: the three roles of website 1, the admin of website 2, or nobody signed in. */
export type Role = 'admin' | 'analyst' | 'viewer' | 'otherSiteAdmin' | 'signedOut';
export const ROLES: Role[] = ['admin', 'analyst', 'viewer', 'otherSiteAdmin', 'signedOut'];

type Website = 1 | 2;
const MEMBERS: Record<Exclude<Role, 'signedOut'>, { email: string; website: Website }> = {
  admin: { email: 'admin@a.test', website: 1 },
  analyst: { email: 'analyst@a.test', website: 1 },
  viewer: { email: 'viewer@a.test', website: 1 },
  otherSiteAdmin: { email: 'admin@b.test', website: 2 },
};

/** Writes that can end the fuzzer's own sessions or change its members (issue 30's team routes). */
const TEAM_ROUTE = /\/(members|sessions|password)(\/|$)/;

/** Kinds of rows a URL or a body names by id. */
export type PoolName =
  | 'websites'
  | 'profiles'
  | 'properties'
  | 'items'
  | 'metrics'
  | 'comments'
  | 'reports'
  | 'comparativeReports'
  | 'exports'
  | 'benefits'
  | 'articles'
  | 'shareTokens';

/**
 * Pools whose rows any caller may name: the catalogue and the knowledge center belong to no website, and a
 * share link opens its report for anyone who holds it (that is what it is for).
 */
const SHARED_POOLS = new Set<PoolName>(['benefits', 'articles', 'shareTokens']);

/**
 * A row chosen when the request is sent, not when it is planned: rows come and go during a run. `own` is a
 * row of the sender's website, `foreign` one of the other website; `index` picks among them.
 */
export class PoolRef {
  constructor(
    readonly pool: PoolName,
    readonly source: 'own' | 'foreign',
    readonly index: number,
  ) {}
}

const BY_PARAM: Record<string, PoolName> = {
  websiteId: 'websites',
  propertyId: 'properties',
  itemId: 'items',
  metricId: 'metrics',
  benefitId: 'benefits',
  token: 'shareTokens',
  slug: 'articles',
};
const BY_COLLECTION: Record<string, PoolName> = {
  'brand-profiles': 'profiles',
  properties: 'properties',
  comments: 'comments',
  reports: 'reports',
  'comparative-reports': 'comparativeReports',
  'report-exports': 'exports',
};
const BY_BODY_FIELD: Record<string, PoolName> = { brand_profile_id: 'profiles', property_id: 'properties' };

/** The rows a path parameter names: by its name, or for `{id}` by the collection before it. */
export function poolForParam(path: string, name: string): PoolName | undefined {
  if (name !== 'id') return BY_PARAM[name];
  const collection = /\/([^/]+)\/\{id\}/.exec(path)?.[1];
  return collection ? BY_COLLECTION[collection] : undefined;
}

export function poolForBodyField(name: string): PoolName | undefined {
  return BY_BODY_FIELD[name];
}

/** Values that name no row: what a foreign id must answer like. */
const ABSENT: Record<PoolName, string | number> = {
  websites: 2_000_000_000,
  profiles: 2_000_000_000,
  properties: 2_000_000_000,
  items: '00000000-0000-4000-8000-000000000000',
  metrics: '00000000-0000-4000-8000-000000000000',
  comments: 2_000_000_000,
  reports: 2_000_000_000,
  comparativeReports: 2_000_000_000,
  exports: 2_000_000_000,
  benefits: 2_000_000_000,
  articles: 'no-such-article',
  shareTokens: 'n'.repeat(43),
};

export function absentValue(pool: PoolName): string | number {
  return ABSENT[pool];
}

interface Entry {
  value: string | number;
  /** The property an item or metric belongs to. */
  parent?: number;
}

export interface Resolved extends Entry {
  foreign: boolean;
}

type Pools = Record<PoolName, Record<Website, Entry[]>>;

const emptyPools = (): Pools =>
  Object.fromEntries(
    (Object.keys(ABSENT) as PoolName[]).map((pool) => [pool, { 1: [], 2: [] }]),
  ) as unknown as Pools;

// One query for every pool of both websites; refreshed after each write that succeeded. The rows come as one
// JSON text: thousands of rows (mostly property items) read as rows took PGlite twice as long to hand over.
const POOL_ROWS = `
  select coalesce(json_agg(json_build_array(pool, website, value, parent) order by pool, website, value), '[]')::text
    as rows
  from (
    select 'profiles' as pool, website_id as website, id::text as value, null::int as parent from brand_profiles
    union all select 'properties', website_id, id::text, null from properties
    union all select 'items', website_id, id::text, property_id from property_items
    union all select 'metrics', website_id, id::text, property_id from property_items where kind = 'custom_metric'
    union all select 'comments', website_id, id::text, null from property_comments
    union all select case type when 'detailed' then 'reports' else 'comparativeReports' end, website_id, id::text,
      null from reports
    union all select 'exports', website_id, id::text, null from report_exports
  ) as pooled`;

// Share links are stored hashed: only the answers that create them tell the token.
const SHARE_ROUTE = /\/(reports|comparative-reports)\/\d+\/share$/;

/**
 * The data the fuzzer's requests name: the seeded users with a bearer token each, and the ids of rows of
 * both websites (profiles, properties, their items, comments, reports, exports, share links), created
 * through the API and created again whenever the fuzzer has deleted the last of a kind.
 */
export async function createWorld(ctx: () => TestContext) {
  const { call } = apiClient(ctx);
  const { database } = ctx();
  await seedUsers(database);
  const userRows = (await database.executeSql('select id, email from users')).rows as {
    id: number;
    email: string;
  }[];
  const tokens = new Map<Role, string>();
  const seedFailures: string[] = [];
  let pools = emptyPools();
  const shareTokens: Record<Website, Entry[]> = { 1: [], 2: [] };
  const benefitIds = (await database.executeSql('select id from benefits order by id')).rows.map((row) => ({
    value: Number((row as { id: number }).id),
  }));

  /**
   * A bearer token as sign-in issues it, written straight into the table: sign-in costs an argon2 hash and
   * the fuzzer signs out often (every successful POST /logout revokes its token).
   */
  async function mint(role: Exclude<Role, 'signedOut'>) {
    const user = userRows.find((row) => row.email === MEMBERS[role].email);
    if (!user) throw new Error(`no seeded user ${MEMBERS[role].email}`);
    const token = randomToken();
    const expiresAt = new Date(ctx().clock().getTime() + 365 * 24 * 3_600_000);
    await database.db
      .insert(accessTokens)
      .values({ userId: user.id, tokenHash: hashSecret(token), expiresAt });
    tokens.set(role, token);
  }
  for (const role of Object.keys(MEMBERS) as Exclude<Role, 'signedOut'>[]) await mint(role);

  // The seeded accounts as they were, to put back after a request changed them: the team's routes let the
  // fuzzer end its own sessions (any small session id), deactivate or remove a member, or change a role.
  const [seeded] = (
    await database.executeSql(`select coalesce(json_agg(u), '[]')::text as rows from users u`)
  ).rows as { rows: string }[];
  async function restoreMembers() {
    await database.executeSql(
      `insert into users overriding system value
         select * from json_populate_recordset(null::users, $1::json)
       on conflict (id) do update set status = excluded.status, role = excluded.role`,
      [seeded?.rows ?? '[]'],
    );
    for (const role of Object.keys(MEMBERS) as Exclude<Role, 'signedOut'>[]) await mint(role);
  }

  const list = (await call('GET', '/knowledge-center/articles', tokens.get('admin') ?? '')).json() as {
    topics: { articles: { slug: string }[] }[];
  };
  const articles = list.topics.flatMap((topic) => topic.articles.map((article) => ({ value: article.slug })));

  async function refresh() {
    pools = emptyPools();
    const [answer] = (await database.executeSql(POOL_ROWS)).rows as { rows: string }[];
    const rows = JSON.parse(answer?.rows ?? '[]') as [PoolName, number, string, number | null][];
    for (const [pool, website, value, parent] of rows) {
      const numeric = pool !== 'items' && pool !== 'metrics';
      pools[pool][website as Website].push({
        value: numeric ? Number(value) : value,
        ...(parent === null ? {} : { parent: Number(parent) }),
      });
    }
    for (const website of [1, 2] as const) {
      pools.websites[website] = [{ value: website }];
      pools.shareTokens[website] = shareTokens[website];
      pools.benefits[website] = benefitIds;
      pools.articles[website] = articles;
    }
  }

  function learnShareToken(website: Website, token: string) {
    const known = shareTokens[website];
    known.push({ value: token });
    // A new link of a report replaces the last one: older tokens stay, as links that no longer work.
    if (known.length > 6) known.shift();
  }

  /** A row made by the admin of a website: its id, or undefined (noted) when the API refused it. */
  async function made(website: Website, url: string, body?: unknown): Promise<number | undefined> {
    const token = tokens.get(website === 1 ? 'admin' : 'otherSiteAdmin') ?? '';
    const response = await call('POST', url, token, body);
    if (response.statusCode >= 300) {
      seedFailures.push(`POST ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`);
      return undefined;
    }
    const answer = response.json() as { id?: number; token?: string };
    if (answer.token) learnShareToken(website, answer.token);
    await refresh();
    return answer.id;
  }

  /** Makes, for each website, a row of every kind the fuzzer has deleted the last of, from fresh sources. */
  async function replenish() {
    for (const website of [1, 2] as const) {
      const empty = (pool: PoolName) => pools[pool][website].length === 0;
      if (empty('profiles')) await made(website, '/brand-profiles', DEMO_PROFILES[0]);
      if (empty('metrics')) await made(website, '/properties', fullProperty());
      const metric = pools.metrics[website][0];
      if (empty('comments') && metric) {
        const url = `/properties/${metric.parent}/metrics/${metric.value}/comments`;
        await made(website, url, { body: 'Checked with the club.' });
      }
      if (empty('reports') || empty('comparativeReports')) {
        // Complete sources of their own: the fuzzer leaves drafts and half-filled rows behind.
        const profileIds = [
          await made(website, '/brand-profiles', DEMO_PROFILES[0]),
          await made(website, '/brand-profiles', DEMO_PROFILES[1]),
        ];
        const propertyId = await made(website, '/properties', fullProperty());
        const pairs = profileIds.map((id) => ({ brand_profile_id: id, property_id: propertyId }));
        if (empty('reports')) await made(website, '/reports', pairs[0]);
        if (empty('comparativeReports')) await made(website, '/comparative-reports', { pairs });
      }
      const report = pools.reports[website][0]?.value;
      if (report !== undefined && empty('exports')) await made(website, `/reports/${report}/pdf`);
      if (report !== undefined && empty('shareTokens')) await made(website, `/reports/${report}/share`);
    }
  }

  await refresh();
  await replenish();
  const missing = (Object.keys(ABSENT) as PoolName[]).filter((pool) => pools[pool][1].length === 0);
  if (missing.length > 0 || seedFailures.length > 0)
    throw new Error(`seeding left no ${missing.join(', ')}:\n${seedFailures.join('\n')}`);

  return {
    /** The bearer token of a role (none when signed out). */
    token: (role: Role) => (role === 'signedOut' ? undefined : tokens.get(role)),

    /** A row for a PoolRef, preferring children of `parent`; undefined when there is none of its kind. */
    resolve(ref: PoolRef, role: Role, parent?: number): Resolved | undefined {
      const own: Website = role === 'signedOut' ? 1 : MEMBERS[role].website;
      const foreign = ref.source === 'foreign' && !SHARED_POOLS.has(ref.pool);
      let entries = pools[ref.pool][foreign ? (own === 1 ? 2 : 1) : own];
      const children = entries.filter((entry) => entry.parent !== undefined && entry.parent === parent);
      if (children.length > 0) entries = children;
      const entry = entries[ref.index % entries.length];
      // Item ids are unique within their property only (a client may give two properties the same). An id the
      // sender's website also has names the sender's own row, reached through the sender's own property.
      const alsoOwn = foreign && pools[ref.pool][own].some((mine) => mine.value === entry?.value);
      return entry && { ...entry, foreign: foreign && !alsoOwn };
    },

    /** Learns from an answer: new share links, a revoked token, rows created or deleted. */
    async learn(role: Role, method: string, url: string, status: number, body: string) {
      if (status < 200 || status >= 300 || method === 'GET') return;
      const path = url.split('?')[0] ?? '';
      if (role !== 'signedOut' && path.endsWith('/logout')) await mint(role);
      if (TEAM_ROUTE.test(path)) await restoreMembers();
      if (role !== 'signedOut' && method === 'POST' && SHARE_ROUTE.test(path)) {
        learnShareToken(MEMBERS[role].website, (JSON.parse(body) as { token: string }).token);
      }
      await refresh();
      await replenish();
    },

    /** Rows the world could not make again (a replenishing request the API refused), for the report. */
    seedFailures,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
