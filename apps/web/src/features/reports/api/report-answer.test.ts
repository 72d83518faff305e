import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import fixture from '../components/report-fixture-1-2.test-data.json';
import { reportFromAnswer } from './report-answer.ts';

afterEach(() => vi.unstubAllEnvs());

const withoutTitle = () => {
  const { title: _, ...rest } = structuredClone(fixture);
  return rest;
};

describe('a report read from an answer', () => {
  it('is checked against the report schema in development and tests', async () => {
    await expect(reportFromAnswer(Promise.resolve(fixture))).resolves.toStrictEqual(fixture);
    // A field of the wrong type deep in an entry, which the production check does not look at.
    const wrong = structuredClone(fixture);
    (wrong.entries[0] as { result: unknown }).result = { value: 'ten' };
    await expect(reportFromAnswer(Promise.resolve(wrong))).rejects.toMatchObject({ type: 'internal' });
  });

  it('is taken as the server wrote it in the production build, once told from another kind of answer', async () => {
    vi.stubEnv('DEV', false);
    const body = structuredClone(fixture);
    await expect(reportFromAnswer(Promise.resolve(body))).resolves.toBe(body);
    for (const other of [
      '<!doctype html><title>Bad gateway</title>',
      null,
      [],
      { data: [], total: 0 },
      withoutTitle(),
      { ...fixture, type: 'summary' },
      { ...fixture, entries: [{ position: 0 }] },
    ]) {
      const error = await reportFromAnswer(Promise.resolve(other)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ type: 'internal' });
    }
  });
});
