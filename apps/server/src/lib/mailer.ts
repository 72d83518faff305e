import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise renders the same RFC 822 message with nodemailer and
 * writes it as an `.eml` file under `outboxDir`, logging one line, so a newcomer reads codes without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: Pick<Logger, 'info'>;
}): Mailer {
  // The mail library is loaded with the first message, not at start (decision 033).
  let transport: Promise<Transporter> | undefined;
  const sendMail = async (mail: SendMailOptions): Promise<SentMessageInfo> => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(
        options.smtpUrl || { streamTransport: true, buffer: true, newline: 'unix' },
      ),
    );
    return (await transport).sendMail(mail);
  };
  if (options.smtpUrl) {
    return {
      async send(message) {
        await sendMail({ from: options.from, ...message });
        // Not the subject: a verification code's mail carries the code in it.
        options.logger.info({ to: message.to }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const info = await sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, file }, 'mail written to outbox');
    },
  };
}
