import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/test/api-mock.ts';
import { useDocumentTitle } from './document-title.ts';
import { initI18n } from './i18n/i18n.ts';

describe('useDocumentTitle', () => {
  afterEach(async () => {
    await endSession();
  });

  it("names the signed-in user's website, and Cakemix to everyone else", async () => {
    initI18n('en');
    expect(renderHook(() => useDocumentTitle('Sign in')).result.current).toBe('Sign in · Cakemix');
    await startSession();
    expect(renderHook(() => useDocumentTitle('Reports')).result.current).toBe('Reports · Demo Sponsorships');
  });
});
