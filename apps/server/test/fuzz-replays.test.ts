import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from './helper.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

// Requests the fuzzer (test/fuzz) once answered with a 500: each now gets a 422 naming its field.
describe('requests the fuzzer found', () => {
  it('refuses an audit log day of year 0000, which passes ISO 8601 but not the database', async () => {
    const { admin } = await tokens();
    const answer = await call('GET', '/websites/1/audit/export?from=2026-01-01&to=0000-02-29', admin);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('to');
  });

  it('refuses a workbook of property ids past the largest row id', async () => {
    const { viewer } = await tokens();
    const answer = await call('GET', '/websites/1/properties/workbook?lang=en&ids=5%2C8963401949', viewer);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('ids');
  });
});
