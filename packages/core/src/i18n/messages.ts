import { fill } from './catalogue/fill.ts';
import { messagesEn } from './catalogue/messages.en.ts';
import { messagesFr } from './catalogue/messages.fr.ts';
import type { Language } from './languages.ts';

export type MessageKey = keyof typeof messagesEn;

/**
 * The user-visible messages shared by the server (API `user_message` and field errors) and the web app
 * (loaded as its `messages.` texts), one catalogue per language.
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en: messagesEn, fr: messagesFr };

/** Whether a text is a message key (the core schemas' error messages are keys). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messagesEn, value);
}

/** A message in a language, its `{{name}}` placeholders filled. */
export function message(key: MessageKey, lang: Language, params: Record<string, string> = {}): string {
  return fill(MESSAGES[lang][key], params);
}
