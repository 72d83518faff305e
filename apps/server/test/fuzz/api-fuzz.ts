import { readdirSync } from 'node:fs';
import { type Language, MESSAGES } from '@cakemix/core';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ERROR_STATUS } from '../../src/lib/errors.ts';
import { DEFAULT_LIMITS, SIGN_IN_LIMITS } from '../../src/lib/limits.ts';
import { BENCHMARKS_QUEUE } from '../../src/modules/benchmarks/jobs.ts';
import { RATE_CARD_DUE_QUEUE, RATE_CARD_REVALUE_QUEUE } from '../../src/modules/rate-card/jobs.ts';
import { capturingMailer, GENEROUS_LIMITS, manualClock, startTestApp, type TestContext } from '../helper.ts';
import { changedTables, dataFingerprints } from './data-fingerprint.ts';
import { operationsOf } from './openapi-operations.ts';
import { buildRequest } from './request-builder.ts';
import { type RequestPlan, randomPlan, sweepPlans } from './request-plans.ts';
import { createWorld } from './world.ts';

/*
 * The API under fire: every route of its OpenAPI document, every parameter and body field, as each role of
 * website 1, another website's admin and nobody, with values generated from the route's JSON schemas and
 * a dictionary of values that have broken servers before. A run is one seed (FUZZ_SEED to replay one, else
 * drawn once per run in test/global-setup.ts); FUZZ_REQUESTS sets how many requests it sends.
 *
 * The run's requests are dealt to the test files beside this one, api-fuzz-1.test.ts to api-fuzz-N.test.ts:
 * request #i goes to file 1 + (i mod N), which sends it to an app and a database of its own. The test pool
 * runs the files side by side, where one file held a worker for the whole run.
 */
const SHARDS = readdirSync(import.meta.dirname).filter((name) =>
  /^api-fuzz-\d+\.test\.ts$/.test(name),
).length;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

// Sign-in and share-link limits as in production, so the fuzzer meets 429s; writes are not limited, or the
// fuzzer would spend its run refused before its values reach validation.
const LIMITS = {
  ...GENEROUS_LIMITS,
  ...Object.fromEntries(SIGN_IN_LIMITS.map((name) => [name, DEFAULT_LIMITS[name]])),
  sharedReportReads: DEFAULT_LIMITS.sharedReportReads,
};

const CODE_OF_STATUS = new Map<number, string>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]),
);

/** Every message of the catalogue in a language, its `{{placeholders}}` matching any text. */
function catalogue(lang: Language): RegExp[] {
  return Object.values(MESSAGES[lang]).map((text) => {
    const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.+')}$`, 's');
  });
}
const CATALOGUE = { en: catalogue('en'), fr: catalogue('fr') };
const inCatalogue = (text: unknown, lang: Language) =>
  typeof text === 'string' && CATALOGUE[lang].some((pattern) => pattern.test(text));

/**
 * The language the answer must be in, as the server reads it: a `lang` query parameter (except on the PDF
 * and report workbook routes, where it names the document's language), else Accept-Language.
 */
function languageOf(plan: RequestPlan, url: string): Language {
  const asked = plan.query.lang;
  const sentPath = url.split('?')[0] ?? '';
  // A path the router cannot read is answered before routing, in the language of Accept-Language.
  if (sentPath.split('/').some((segment) => !isReadableSegment(segment))) return plan.lang;
  // A path with `..` in it is resolved before routing, and reaches another route (or none).
  const reachesRoute = new URL(sentPath, 'http://host').pathname === sentPath;
  const documentLanguage = reachesRoute && /\/pdf$|reports\/[^/]+\/workbook$/.test(plan.operation.path);
  return (asked === 'en' || asked === 'fr') && !documentLanguage ? asked : plan.lang;
}

/**
 * A path segment the router reads: valid percent-encoded UTF-8 that decodes to at most 100 characters (the
 * router's limit of a parameter, counted once decoded).
 */
function isReadableSegment(segment: string): boolean {
  try {
    return decodeURIComponent(segment).length <= 100;
  } catch {
    return false;
  }
}

/** What is wrong with an answer, or nothing. */
function problemsWith(
  plan: RequestPlan,
  url: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const { statusCode: status } = response;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 300)}`];
  if (status < 400) return [];
  const problems: string[] = [];
  const lang = languageOf(plan, url);
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return [`answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`];
  }
  if (body.code !== CODE_OF_STATUS.get(status))
    problems.push(`answered ${status} with code ${String(body.code)}, not ${CODE_OF_STATUS.get(status)}`);
  if (!inCatalogue(body.user_message, lang))
    problems.push(`user_message is not a ${lang} message of the catalogue: ${String(body.user_message)}`);
  if (status === 422) {
    const errors = body.errors as Record<string, unknown> | undefined;
    const messages = Object.values(errors ?? {}).flat();
    if (!errors || messages.some((text) => !inCatalogue(text, lang)))
      problems.push(
        `422 whose field errors are not ${lang} messages: ${JSON.stringify(errors)?.slice(0, 300)}`,
      );
  }
  if (status === 429 && !/^[1-9]\d*$/.test(String(response.headers['retry-after'] ?? '')))
    problems.push(`429 without a Retry-After in seconds (${String(response.headers['retry-after'])})`);
  return problems;
}

/** Sends this shard's requests of the run (`shard` from 1 to SHARDS) and checks every answer. */
export function fuzzTheApi(shard: number) {
  if (!Number.isInteger(shard) || shard < 1 || shard > SHARDS)
    throw new Error(`fuzz shard ${shard}: the files are api-fuzz-1.test.ts to api-fuzz-${SHARDS}.test.ts`);
  const seed = inject('fuzzSeed');
  describe(`the API, fuzzed (FUZZ_SEED=${seed}), shard ${shard} of ${SHARDS}`, () => {
    const mailer = capturingMailer();
    const clock = manualClock();
    const started = startTestApp({
      mailer,
      clock,
      limits: LIMITS,
      // Exports are queued, never rendered: rendering is not what the fuzzer tests, and it costs seconds.
      config: { exports: { renderThreads: 0, timeoutSeconds: 120, retries: 2, queuedPerPerson: 3 } },
    });
    afterAll(async () => {
      await (await started).close();
    });

    it(
      `answers its share of ${REQUESTS} requests without a 5xx, with catalogue errors, and refused writes change nothing`,
      async () => {
        const { app, database, background } = await started;
        // Jobs that recompute derived data (benchmarks, values after a rate-card change) write at their own
        // times, which would read as a refused request's write: their queues are left unworked here.
        for (const queue of [BENCHMARKS_QUEUE, RATE_CARD_REVALUE_QUEUE, RATE_CARD_DUE_QUEUE])
          await background.queue.offWork(queue);
        const context: TestContext = { app, database, background, mailer, clock };
        const world = await createWorld(() => context);
        const fingerprints = await dataFingerprints(database);
        const operations = await operationsOf(app);
        expect(operations.length).toBeGreaterThan(40);

        // Every shard plans the run's requests from the seed, then sends its own: #i when i mod SHARDS is its.
        const sweep = sweepPlans(operations).flatMap((plan, index) =>
          fc.sample(plan, { seed: seed + index, numRuns: 1 }),
        );
        const random = fc.sample(randomPlan(operations), {
          seed: seed - 1,
          numRuns: Math.max(0, REQUESTS - sweep.length),
        });
        const plans = [...sweep, ...random]
          .map((plan, index) => ({ plan, index }))
          .filter(({ index }) => index % SHARDS === shard - 1);
        const failures: string[] = [];
        const statuses = new Map<number, number>();

        for (const { plan, index } of plans) {
          const request = buildRequest(plan, world);
          const writes = request.method !== 'GET';
          const before = writes ? await fingerprints.take() : undefined;
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problems = problemsWith(plan, request.url, response);
          if (request.foreign && response.statusCode < 300)
            problems.push(`answered ${response.statusCode} naming another website's row`);
          if (before && response.statusCode >= 400) {
            const changed = changedTables(before, await fingerprints.take());
            if (changed.length > 0)
              problems.push(`was refused (${response.statusCode}) yet changed ${changed.join(', ')}`);
          }
          if (problems.length > 0) {
            const what = `#${index} ${plan.role} ${request.method} ${request.url.slice(0, 200)} (${plan.mutation ?? 'valid'})`;
            failures.push(`${what}: ${problems.join('; ')}`);
            if (failures.length >= 20) break;
          }
          await world.learn(plan.role, request.method, request.url, response.statusCode, response.body);
        }

        const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        console.log(
          `fuzz: ${plans.length} requests (shard ${shard} of ${SHARDS}), seed ${seed}: ${seen.join(' ')}`,
        );
        expect(failures, `replay with FUZZ_SEED=${seed}\n${failures.join('\n')}`).toEqual([]);
        expect(world.seedFailures).toEqual([]);
        // The shard reached past validation: writes succeeded, and refusals of every kind were met.
        for (const status of [200, 401, 403, 404, 422]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
      },
      20 * 60_000,
    );
  });
}
