import type { Language, SupportRequest } from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { UserRow } from '../auth/repository.ts';
import { supportRequestMail } from './mail-template.ts';
import type { SupportRepository } from './repository.ts';

export function createSupportService(deps: {
  repo: SupportRepository;
  mailer: Mailer;
  clock: Clock;
  onMailError?: (error: unknown) => void;
}) {
  const { repo, mailer, clock } = deps;
  return {
    /**
     * Stores the request, then e-mails it to the website's support address with the sender as reply-to.
     * A mail that cannot be sent leaves the request stored as failed and answers the spec's message.
     */
    async send(user: UserRow, input: SupportRequest, lang: Language) {
      const website = await repo.findWebsite(user.websiteId);
      if (!website) throw AppError.notFound();
      const now = clock();
      const page = input.page || null;
      const stored = await repo.create({
        websiteId: website.id,
        userId: user.id,
        subject: input.subject,
        message: input.message,
        page,
        lang,
        status: 'sent',
        createdAt: now,
      });
      try {
        await mailer.send(
          supportRequestMail({
            lang,
            to: website.supportEmail,
            sender: user,
            website,
            request: { id: stored.id, at: now, subject: input.subject, message: input.message, page },
          }),
        );
      } catch (error) {
        deps.onMailError?.(error);
        await repo.setStatus(stored.id, 'failed');
        throw new AppError('internal', 'supportSendFailed');
      }
      return { id: stored.id };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
