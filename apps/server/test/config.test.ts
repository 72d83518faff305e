import { describe, expect, it } from 'vitest';
import { loadConfig, trustedProxies } from '../src/config.ts';
import { DEFAULT_LIMITS, limitsFrom } from '../src/lib/limits.ts';

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
      trustProxy: false,
      rateLimits: DEFAULT_LIMITS,
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
    expect(() => loadConfig({ RATE_LIMITS: 'profileWrites=ten/60' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'everything=1/60' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('takes every rate limit from one table, changed by RATE_LIMITS; the multiplier scales sign-in limits only', () => {
    const limits = limitsFrom('reportWork=60/600, profileWrites=120/60', 20);
    expect(limits.reportWork).toEqual({ max: 60, windowSeconds: 600 });
    expect(limits.profileWrites).toEqual({ max: 120, windowSeconds: 60 });
    expect(limits.signInRequests.max).toBe(DEFAULT_LIMITS.signInRequests.max * 20);
    expect(limits.resetLinks.windowSeconds).toBe(DEFAULT_LIMITS.resetLinks.windowSeconds);
    expect(limits.supportRequests).toEqual(DEFAULT_LIMITS.supportRequests);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, as Fastify does', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('1')).toBe(1);
    expect(trustedProxies('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });
});
