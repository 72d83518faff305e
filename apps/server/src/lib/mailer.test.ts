import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const silentLogger = { info: () => {} };

describe('mailer', () => {
  it('writes an .eml file to the outbox and logs one line when no SMTP_URL is set', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'mail');
    const lines: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Cakemix <no-reply@test>',
      logger: { info: (...args: unknown[]) => lines.push(args) },
    });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Votre code : 123456',
      text: 'Code : 123456 — déjà',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain('123456');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toContain('ana@example.com');
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: '/nonexistent',
        from: 'Cakemix <no-reply@test>',
        logger: silentLogger,
      });
      await mailer.send({
        to: 'bob@example.com',
        subject: 'Your Cakemix verification code: 654321',
        text: 'Code 654321',
      });
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['bob@example.com']);
      expect(received[0]?.data).toContain('654321');
    } finally {
      await new Promise<void>((resolve) => server.close(resolve));
    }
  });
});
