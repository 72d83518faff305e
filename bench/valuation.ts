// Valuation speed under method 1.2 (issue 27): one valuation with its P10–P90 interval (and the tornado, as a
// report values it) under 2 ms, and a comparative of 20 pairs under 100 ms, each printed beside a 1.1-style
// point valuation of the same inputs measured in the same run (`pointOnly`: the figures without interval,
// stress bounds or tornado), and beside a loop that only reads the inputs. The property is the demo hockey
// team (every step filled) with the catalogue benefits it uses, so that its benefits draw from its media lines.
// Run: npx tsx bench/valuation.ts
import { performance } from 'node:perf_hooks';
import { brandProfileInputSchema, propertyInputSchema, type ValuateOptions, valuate } from '@cakemix/core';
import { DEMO_PROFILES } from '../apps/server/src/db/demo/profiles.ts';
import { DEMO_PROPERTIES } from '../apps/server/src/db/demo/properties.ts';
import { catalogueForTests } from '../packages/core/src/benefits/fixtures.test-data.ts';

const properties = DEMO_PROPERTIES.map((p) => propertyInputSchema.parse(p));
const profiles = DEMO_PROFILES.map((p) => brandProfileInputSchema.parse(p));
const [realistic] = properties;
const [brand] = profiles;
if (!realistic || !brand) throw new Error('demo data missing');
const pairs = Array.from({ length: 20 }, (_, i) => ({
  property: properties[i % properties.length] ?? realistic,
  profile: profiles[Math.floor(i / properties.length) % profiles.length] ?? brand,
}));

/** As a report values: the interval, the tornado, the catalogue. */
const report: ValuateOptions = { tornado: true, catalogue: catalogueForTests };
/** Method 1.1's point valuation of the same inputs: no interval, no tornado. */
const point: ValuateOptions = { pointOnly: true, catalogue: catalogueForTests };

/** Reads every value of the inputs once: the least any valuation must do. */
function readAll(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value === null || typeof value !== 'object') return 0;
  let sum = 0;
  for (const inner of Object.values(value)) sum += readAll(inner);
  return sum;
}

/** Milliseconds per run, after a warm-up, over at least `minMs`. */
function msPerRun(run: () => unknown, minMs = 1500): number {
  for (let i = 0; i < 100; i++) run();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 10; i++) run();
    count += 10;
    elapsed = performance.now() - start;
  }
  return elapsed / count;
}

let sink = 0;
const one = (options: ValuateOptions) => () =>
  (sink += valuate(realistic, brand, undefined, options).appraisal?.rights.interval.p90Cents ?? 0);
const twenty = (options: ValuateOptions) => () => {
  for (const p of pairs)
    sink += valuate(p.property, p.profile, undefined, options).appraisal?.rights.interval.p90Cents ?? 0;
};

const cases = [
  { label: 'read one property + profile', ms: msPerRun(() => (sink += readAll(realistic) + readAll(brand))) },
  { label: 'one valuation, 1.1-style point', ms: msPerRun(one(point)) },
  { label: 'one valuation with its interval (1.2, as a report)', ms: msPerRun(one(report)) },
  {
    label: 'read 20 pairs',
    ms: msPerRun(() => {
      for (const p of pairs) sink += readAll(p.property) + readAll(p.profile);
    }),
  },
  { label: '20-pair comparative, 1.1-style point', ms: msPerRun(twenty(point)) },
  { label: '20-pair comparative with intervals (1.2)', ms: msPerRun(twenty(report)) },
];
const [, pointOne, fullOne, , pointTwenty, fullTwenty] = cases;
console.table(
  cases.map((c) => ({
    case: c.label,
    'ms per run': c.ms.toFixed(3),
    'runs/s': Math.round(1000 / c.ms).toLocaleString('en-AU'),
  })),
);
console.log(`(checksum ${sink > 0 ? 'ok' : 'zero'})`);
const ratio = (a = 0, b = 1) => (a / b).toFixed(2);
console.log(
  `one valuation with its interval: ${fullOne?.ms.toFixed(3)} ms (target < 2 ms: ${
    (fullOne?.ms ?? Infinity) < 2 ? 'met' : 'NOT met'
  }), ${ratio(fullOne?.ms, pointOne?.ms)}× the 1.1-style point valuation`,
);
console.log(
  `20-pair comparative: ${fullTwenty?.ms.toFixed(2)} ms (target < 100 ms: ${
    (fullTwenty?.ms ?? Infinity) < 100 ? 'met' : 'NOT met'
  }), ${ratio(fullTwenty?.ms, pointTwenty?.ms)}× the 1.1-style point valuation`,
);
