import type { CurrentUser, Language, LoginResponse } from '@cakemix/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { appStorage } from '@/lib/app-storage.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { type ApiCall, BRANDED_LOGIN, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { VerificationCodeForm } from '../components/verification-code-form.tsx';
import { useCurrentUser } from './auth-queries.ts';

const CURRENT_USER: CurrentUser = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  website_id: 1,
  website_name: 'Demo Sponsorships',
  website_theme: 'default',
  website_primary_color: null,
  website_logo_url: null,
  role: { name: 'admin' },
  license: 'pro',
  lang: 'en',
};

const saved = (call: ApiCall) =>
  Response.json({ lang: (call.body as { lang: Language }).lang, user_message: 'ok' });
const languageSaves = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/me/language').map((call) => call.body);

afterEach(async () => {
  await endSession();
  await appStorage().removeItem(STORAGE_KEYS.userLang);
});

/** What a signed-in screen shows once the current user is fetched, in the interface language. */
function CurrentUserProbe() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return user.data ? <p>{t('auth.verify.submit')}</p> : null;
}

/** Sign-in's second step beside the header's switch, as /login shows them; answers with `login`. */
async function signInWithCode(login: LoginResponse, options: { switchFirst?: boolean } = {}) {
  const calls = mockApi({
    'POST /login/verify': () => Response.json(login),
    'PUT /me/language': saved,
  });
  const onSignedIn = vi.fn();
  renderWithProviders(
    <>
      <LanguageSwitch />
      <VerificationCodeForm
        challenge={{ verification_required: true, challenge: 'ch-1', user_message: '' }}
        onSignedIn={onSignedIn}
        onRestart={vi.fn()}
      />
    </>,
  );
  if (options.switchFirst) {
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('button', { name: 'English' });
    expect(languageSaves(calls), 'signed out, the switch saves nothing yet').toEqual([]);
  }
  const french = options.switchFirst;
  await userEvent.type(
    screen.getByRole('textbox', { name: french ? 'Code de vérification' : 'Verification code' }),
    '123456',
  );
  await userEvent.click(screen.getByRole('button', { name: french ? 'Vérifier' : 'Verify' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  return calls;
}

describe('the language switch, signed in', () => {
  it('changes the interface and saves the choice on the server and on this device', async () => {
    await startSession();
    const calls = mockApi({ 'PUT /me/language': saved });
    renderWithProviders(<LanguageSwitch />);

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ lang: 'fr' }]));
    expect(document.documentElement.lang).toBe('fr');
    expect(await appStorage().getItem(STORAGE_KEYS.userLang)).toBe('fr');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ lang: 'fr' }, { lang: 'en' }]));
  });

  it('says so, in the new language, when the server could not save it; the interface keeps it', async () => {
    await startSession();
    const refusal = { code: 'too_many_requests', user_message: 'Veuillez réessayer dans 1 minute.' };
    const tooMany = { status: 429, headers: { 'Retry-After': '60' } };
    mockApi({ 'PUT /me/language': () => Response.json(refusal, tooMany) });
    renderWithProviders(<LanguageSwitch />);

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(
      await screen.findByText('Votre langue n’a pas pu être enregistrée pour votre prochaine connexion.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer dans 1 minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});

describe('the language at sign-in', () => {
  it('is the saved one after the verification code, whatever the sign-in page showed', async () => {
    const calls = await signInWithCode({ ...BRANDED_LOGIN, lang: 'fr' });
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
    expect(await appStorage().getItem(STORAGE_KEYS.userLang)).toBe('fr');
    expect(languageSaves(calls)).toEqual([]);
  });

  it('is the one chosen on the sign-in page, which the sign-in then saves', async () => {
    const calls = await signInWithCode({ ...BRANDED_LOGIN, lang: 'en' }, { switchFirst: true });
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ lang: 'fr' }]));
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it("is a publix user's saved one: a switch on the sign-in page is not saved", async () => {
    const calls = await signInWithCode(
      { ...BRANDED_LOGIN, license: 'publix', lang: 'en' },
      { switchFirst: true },
    );
    expect(await screen.findByRole('button', { name: 'Français' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(languageSaves(calls)).toEqual([]);
  });
});

describe('the language of the current user', () => {
  it('is taken from GET /user whenever the current user is fetched', async () => {
    await startSession();
    mockApi({ 'GET /user': () => Response.json({ ...CURRENT_USER, lang: 'fr' }) });
    renderWithProviders(<CurrentUserProbe />);
    expect(await screen.findByText('Vérifier')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(await appStorage().getItem(STORAGE_KEYS.userLang)).toBe('fr');
  });

  it('reaches a publix user, who has no switch to choose it', async () => {
    await startSession();
    mockApi({ 'GET /user': () => Response.json({ ...CURRENT_USER, license: 'publix', lang: 'fr' }) });
    renderWithProviders(<CurrentUserProbe />);
    expect(await screen.findByText('Vérifier')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('does not undo a switch made while GET /user was on its way', async () => {
    await startSession();
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({
      'GET /user': () => new Promise<Response>((resolve) => (answer = resolve)),
      'PUT /me/language': saved,
    });
    renderWithProviders(
      <>
        <LanguageSwitch />
        <CurrentUserProbe />
      </>,
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/user')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ lang: 'fr' }]));
    answer(Response.json({ ...CURRENT_USER, lang: 'en' }));
    expect(await screen.findByText('Vérifier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
