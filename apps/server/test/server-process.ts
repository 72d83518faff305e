import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const API_PATH = '/api/v1/cakemix';

/** How a server process is started: which node, with which arguments before the server's own. */
export interface Launch {
  node: string;
  argv: string[];
}

/** From source through tsx, as the tests and `npm run dev` run it. */
export const FROM_SOURCE: Launch = { node: 'node', argv: ['--import', 'tsx', 'src/main.ts'] };
/**
 * The compiled build, as `npm start` runs it (build first: `node scripts/build.mjs`): V8's young generation
 * capped at 2 × 16 MB, where V8 would hold 2 × 32 MB of mostly empty pages at rest (decision 033).
 */
export const COMPILED: Launch = {
  node: 'node',
  argv: ['--enable-source-maps', '--max-semi-space-size=16', 'dist/main.mjs'],
};

/** Where the server's standard output goes: ignored unless a benchmark keeps its log (a file descriptor). */
export interface Output {
  stdout?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A real server process (`src/main.ts` through tsx, or as `launch` says) on a free port with a data folder
 * of its own (or the `DATA_DIR` of `env`), for tests and benchmarks that need several instances or a server
 * under load. Its output goes to the parent's stderr only when `LOG_LEVEL` asks for it.
 */
export class ServerProcess {
  readonly base: string;
  readonly dataDir: string;
  private readonly child: ChildProcess;
  private exited: Promise<number | null>;

  private constructor(
    port: number,
    env: Record<string, string>,
    args: string[],
    cwd: string,
    launch: Launch,
    output: Output,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    // A DATA_DIR given is a restart on the data of an earlier server.
    this.dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'cakemix-server-'));
    this.child = spawn(launch.node, [...launch.argv, ...args], {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        APP_URL: this.base,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', output.stdout ?? 'ignore', 'inherit'],
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** Starts a server (of this checkout, unless `serverDir` names another) and waits until it answers. */
  static async start(
    env: Record<string, string> = {},
    args: string[] = [],
    serverDir = SERVER_DIR,
    launch = FROM_SOURCE,
    output: Output = {},
  ): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), env, args, serverDir, launch, output);
    await server.waitUntilUp();
    return server;
  }

  /** The process started: the server, or a launcher whose child the server is (tsx's command line). */
  get pid(): number {
    return this.child.pid as number;
  }

  private async waitUntilUp() {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.base}${API_PATH}/csrf-cookie`)).ok) return;
      } catch {
        // not listening yet
      }
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      // Often enough for the start-up benchmark (bench/start.ts) to time the first answer.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('server did not start');
  }

  /** A JSON call of the API; throws on an error status unless `allowError`. */
  async call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
    const response = await this.request(method, url, token, body);
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  request(method: string, url: string, token: string | null, body?: unknown): Promise<Response> {
    return fetch(`${this.base}${API_PATH}${url}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** The mails in this server's outbox now: `codeSince` reads the code of a mail written after them. */
  outboxMark(): Set<string> {
    const mailDir = path.join(this.dataDir, 'mail');
    return new Set(existsSync(mailDir) ? readdirSync(mailDir) : []);
  }

  /** The verification code of the first mail written to the outbox after `mark` (waits up to 15 s). */
  async codeSince(mark: Set<string>): Promise<string> {
    const mailDir = path.join(this.dataDir, 'mail');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const file of (existsSync(mailDir) ? readdirSync(mailDir) : []).filter((f) => !mark.has(f))) {
        const body = readFileSync(path.join(mailDir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        const code = /\b(\d{6})\b/.exec(body)?.[1];
        if (code) return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no verification code in the outbox');
  }

  /** Signs in with a password and the code this server wrote to its outbox; returns the bearer token. */
  async signIn(email: string, password: string): Promise<string> {
    const mark = this.outboxMark();
    const { challenge } = await this.call<{ challenge: string }>('POST', '/login', null, {
      email,
      password,
      grant_type: 'password',
      client_id: 'cakemix-web',
      client_secret: 'cakemix-web-secret',
      referer: 'cakemix',
    });
    const code = await this.codeSince(mark);
    const answer = await this.call<{ token: { token: string } }>('POST', '/login/verify', null, {
      challenge,
      code,
    });
    return answer.token.token;
  }

  /** SIGKILL: the process dies at once, as a crashed machine would, leaving its work unfinished. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the graceful stop of a deployment. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}
