import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

/** One node of a plan as EXPLAIN (FORMAT JSON) gives it. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  /** The planner's estimate of the rows the node hands on. */
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * The sorts of a plan that sort more than a page (`pageRows`): the properties list sorts its page's few
 * rows again once found (decision 035), which is not a sort of the website's rows.
 */
export const sortsBeyondPage = (plan: PlanNode[], pageRows: number) =>
  plan.filter((node) => node['Node Type'].endsWith('Sort') && node['Plan Rows'] > pageRows);

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The database seen through a Drizzle that keeps the statements it sends, to ask the engine how it runs
 * the page query of a list (tests of the lists' indexes, bench/search.ts).
 */
export function planRecorder(database: Database) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.engine === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePg(client, { schema, logger })) as unknown as Db;
  return {
    db,
    /** Every node of the plan of the page query (the one with ORDER BY) that `work` sends. */
    async pagePlan(work: (db: Db) => Promise<unknown>): Promise<PlanNode[]> {
      statements.length = 0;
      await work(db);
      const page = statements.find((statement) => /order by/i.test(statement.sql));
      if (!page) throw new Error('no ordered query was sent');
      const { rows } = await database.executeSql(`explain (format json) ${page.sql}`, page.params);
      const json = (rows as { 'QUERY PLAN': unknown }[])[0]?.['QUERY PLAN'];
      const [root] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      if (!root) throw new Error('no plan');
      return nodes(root.Plan);
    },
  };
}
