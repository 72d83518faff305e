import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEFAULT_AUTH_RATE_LIMITS, scaledLimits } from '../src/modules/auth/routes.ts';

describe('configuration', () => {
  it('reads the environment with documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      oauthClientId: 'cakemix-web',
      oauthClientSecret: 'cakemix-web-secret',
      authRateLimitMultiplier: 1,
    });
    expect(
      loadConfig({ PORT: '8080', APP_URL: 'https://app.example/', DATA_DIR: '/var/cakemix' }),
    ).toMatchObject({
      port: 8080,
      appUrl: 'https://app.example',
      dataDir: '/var/cakemix',
    });
  });

  it('refuses nonsense instead of starting with it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MULTIPLIER: '-2' })).toThrow(/AUTH_RATE_LIMIT_MULTIPLIER/);
  });

  it('scales every sign-in limit', () => {
    const scaled = scaledLimits(DEFAULT_AUTH_RATE_LIMITS, 20);
    expect(scaled.login.max).toBe(DEFAULT_AUTH_RATE_LIMITS.login.max * 20);
    expect(scaled.resetLink.windowSeconds).toBe(DEFAULT_AUTH_RATE_LIMITS.resetLink.windowSeconds);
  });
});
