import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type Limits, limitsFrom } from './lib/limits.ts';
import { SERVER_DIR } from './server-dir.ts';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** SMTP connection string for nodemailer; absent means mail is written to `dataDir/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people open the web app; used in e-mailed links and as the CORS origin. */
  appUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Knowledge center and help content (Markdown), read at start-up: CONTENT_DIR, else <repo>/content. */
  contentDir: string;
  /** Directory of the built web app to serve, when it exists. */
  webDistDir: string;
  logLevel: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe, for client addresses in rate limits: none (false),
   * the last `n` hops, or the listed proxy addresses and CIDR ranges (Fastify's `trustProxy`).
   */
  trustProxy: false | number | string[];
  /**
   * Every rate limit (lib/limits.ts): RATE_LIMITS over the defaults, the sign-in ones multiplied by
   * AUTH_RATE_LIMIT_MULTIPLIER (e.g. 20 for an automated browser test run).
   */
  rateLimits: Limits;
  exports: ExportConfig;
}

/** PDF exports: how this process renders them, and the limits every instance applies. */
export interface ExportConfig {
  /** Render threads of this process (PDF_RENDER_THREADS); 0: it renders nothing and only queues exports. */
  renderThreads: number;
  /** A render still running after this long is stopped and tried again; so is one whose server stopped. */
  timeoutSeconds: number;
  /** Further attempts after a lost render, before the export fails. */
  retries: number;
  /** Exports a person may have queued or rendering at once. */
  queuedPerPerson: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the command, so
  // `npm start` at the repository root keeps its data in ./data there.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Cakemix <no-reply@cakemix.local>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'cakemix-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'cakemix-web-secret',
    contentDir: env.CONTENT_DIR
      ? path.resolve(baseDir, env.CONTENT_DIR)
      : path.resolve(SERVER_DIR, '../../content'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(SERVER_DIR, '../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimits: limitsFrom(
      env.RATE_LIMITS,
      positiveNumber(env.AUTH_RATE_LIMIT_MULTIPLIER, 'AUTH_RATE_LIMIT_MULTIPLIER') ?? 1,
    ),
    exports: {
      renderThreads: wholeNumber(env.PDF_RENDER_THREADS, 'PDF_RENDER_THREADS', 0) ?? defaultRenderThreads(),
      timeoutSeconds: wholeNumber(env.EXPORT_TIMEOUT_SECONDS, 'EXPORT_TIMEOUT_SECONDS', 2) ?? 120,
      retries: wholeNumber(env.EXPORT_RETRIES, 'EXPORT_RETRIES', 0) ?? 2,
      queuedPerPerson: wholeNumber(env.EXPORTS_QUEUED_PER_PERSON, 'EXPORTS_QUEUED_PER_PERSON', 1) ?? 3,
    },
  };
}

/** Render threads when not configured: one per CPU but one, left to the API (at least 1). */
export function defaultRenderThreads(cpus = availableParallelism()): number {
  return Math.max(1, cpus - 1);
}

/**
 * TRUST_PROXY: empty or "false" (no proxy), a hop count ("1": the address the nearest proxy saw), or
 * proxy addresses and CIDR ranges ("10.0.0.0/8,127.0.0.1"). Not "true": believing every hop lets each
 * client write the address it wants into X-Forwarded-For and walk past per-address limits.
 */
export function trustedProxies(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    return (
      family !== 0 &&
      rest.length === 0 &&
      (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits))
    );
  };
  if (text === 'true' || !entries.every(valid))
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or their addresses or CIDR ranges (e.g. 10.0.0.0/8), not "${text}"`,
    );
  return entries;
}

function wholeNumber(value: string | undefined, name: string, min: number): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return number;
}

function positiveNumber(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number: ${value}`);
  return number;
}
