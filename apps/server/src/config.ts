import path from 'node:path';

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
  /** Trust X-Forwarded-For from a reverse proxy (for client IPs in rate limits). */
  trustProxy: boolean;
  /** Multiplies every sign-in rate limit's allowance (e.g. 20 for an automated browser test run). */
  authRateLimitMultiplier: number;
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
      : path.resolve(import.meta.dirname, '../../../content'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    authRateLimitMultiplier:
      positiveNumber(env.AUTH_RATE_LIMIT_MULTIPLIER, 'AUTH_RATE_LIMIT_MULTIPLIER') ?? 1,
  };
}

function positiveNumber(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number: ${value}`);
  return number;
}
