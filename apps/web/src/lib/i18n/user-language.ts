import {
  type CurrentUser,
  type Language,
  type LoginResponse,
  message,
  userLanguageResponseSchema,
} from '@cakemix/core';
import { api } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { notifyError } from '../notify.ts';
import { parseResponse } from '../parse-response.ts';
import { PUBLIX_LICENSE, session } from '../session.ts';
import { currentLanguage } from './i18n.ts';
import { switchLanguage } from './language.ts';

/*
 * The user's language across devices (docs/decisions/020-the-users-language.md). The server keeps the
 * language the user chose; the interface takes it after the verification code and whenever GET /user
 * answers, except over a choice the user made in the meantime on this page:
 * - `choices` counts the user's switches, so an answer that left before one does not undo it;
 * - saves go out one after another (`saving`), and a GET /user waits for those under way;
 * - a switch made signed out (on the sign-in page) is the user's newest choice: the next sign-in saves it,
 *   unless the account is publix (no switch: the saved language wins).
 */
let choices = 0;
let guestChoice: Language | null = null;
let saving: Promise<unknown> = Promise.resolve();

function save(lang: Language): Promise<unknown> {
  const put = saving.then(async () =>
    parseResponse(userLanguageResponseSchema, await api.put('/me/language', { lang })),
  );
  saving = put.catch(() => undefined);
  return put;
}

/** Told once: a 401 has already ended the session, and the user was told so. */
function notifyNotSaved(error: unknown) {
  if (error instanceof ApiError && error.type === 'unauthorized') return;
  const lang = currentLanguage();
  notifyError(
    error instanceof ApiError ? error.message : message('generic', lang),
    message('languageNotSaved', lang),
  );
}

/** The interface takes `lang`, remembered on this device too (user_lang). */
async function adopt(lang: Language) {
  if (lang !== currentLanguage()) await switchLanguage(lang);
}

/**
 * The language switch: the interface changes at once and remembers it on this device; signed in, the
 * choice is saved for every later sign-in, on any device; signed out, the next sign-in saves it.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  choices += 1;
  const signedIn = session.getState().token !== null;
  guestChoice = signedIn ? null : lang;
  const saved = signedIn ? save(lang) : Promise.resolve();
  await switchLanguage(lang);
  try {
    await saved;
  } catch (error) {
    notifyNotSaved(error);
  }
}

/**
 * After the verification code (the session started): the interface takes the user's saved language, or
 * the server saves the one the user chose on the sign-in page.
 */
export async function takeSignInLanguage(login: LoginResponse): Promise<void> {
  const chosen = guestChoice;
  guestChoice = null;
  if (chosen === null || chosen === login.lang || login.license === PUBLIX_LICENSE) {
    await adopt(login.lang);
    return;
  }
  choices += 1;
  try {
    await save(chosen);
  } catch (error) {
    notifyNotSaved(error);
  }
}

/** GET /user through `fetchUser`; the interface takes the user's language unless they switched meanwhile. */
export async function fetchUserWithLanguage(fetchUser: () => Promise<CurrentUser>): Promise<CurrentUser> {
  await saving;
  const before = choices;
  const user = await fetchUser();
  if (choices === before) await adopt(user.lang);
  return user;
}
