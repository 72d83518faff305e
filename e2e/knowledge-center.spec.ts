import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO, SCREENSHOT_DIR } from './support/env.ts';
import { outboxMark, waitForMail } from './support/outbox.ts';

test.beforeAll(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));

const SUPPORT_ADDRESS = 'support@example.com';

const TEXT = {
  en: {
    title: 'Knowledge center',
    search: 'Search the articles',
    query: 'predominance',
    article: 'How Cakemix values a sponsorship',
    articleText: 'Quality of an exposure',
    noMatch: 'No article matches “zzzz”.',
    helpMenu: 'Help menu',
    glossary: 'Glossary',
    glossarySearch: 'Search a term',
    term: 'Rights fee',
    faq: 'FAQ',
    faqTitle: 'Frequently asked questions',
    faqQuestion: 'What is a good value-to-cost ratio?',
    faqAnswer: '2:1 to 3:1 is the commonly quoted target',
    support: 'Contact support',
    subject: 'Subject',
    message: 'Message',
    send: 'Send the request',
    subjectRequired: 'Please specify a valid subject',
    messageRequired: 'Please specify the source of your problem.',
    sent: 'Your support request has been sent. We will get back to you by e-mail.',
    close: 'Close',
  },
  fr: {
    title: 'Centre de connaissances',
    search: 'Rechercher dans les articles',
    query: 'predominance',
    article: 'Comment Cakemix évalue une commandite',
    articleText: "Qualité d'une exposition",
    noMatch: 'Aucun article ne correspond à « zzzz ».',
    helpMenu: "Menu d'aide",
    glossary: 'Glossaire',
    glossarySearch: 'Rechercher un terme',
    term: 'Droits de commandite',
    faq: 'FAQ',
    faqTitle: 'Foire aux questions',
    faqQuestion: "Qu'est-ce qu'un bon ratio valeur/coût ?",
    faqAnswer: 'De 2:1 à 3:1 est la cible couramment citée',
    support: 'Contacter le soutien',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer la demande',
    subjectRequired: 'Veuillez indiquer un objet valide',
    messageRequired: 'Veuillez préciser la source de votre problème.',
    sent: 'Votre demande de soutien a été envoyée. Nous vous répondrons par courriel.',
    close: 'Fermer',
  },
} as const;

/** Pages are shot whole; an open dialog or drawer is shot as the viewport it covers. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `kc-${name}.png`), fullPage });
}

for (const lang of ['en', 'fr'] as const) {
  const s = TEXT[lang];
  test(`searches the knowledge center, opens the glossary and the FAQ, and sends a support request (${lang})`, async ({
    page,
  }) => {
    await signIn(page, DEMO);
    if (lang === 'fr') await page.getByRole('button', { name: 'Français' }).click();

    // Help centre → the knowledge center.
    await page.getByRole('button', { name: s.helpMenu }).click();
    await page.getByRole('menuitem', { name: lang === 'en' ? 'Help centre' : "Centre d'aide" }).click();
    await expect(page).toHaveURL(/\/knowledge-center$/);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByRole('link', { name: s.article })).toHaveCount(2);
    await shot(page, `overview-${lang}`);

    // Search, accents ignored; then a search with no match.
    const search = page.getByRole('searchbox', { name: s.search });
    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: s.noMatch })).toBeVisible();
    await search.fill(s.query);
    const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Topics' : 'Sujets' });
    await expect(nav.getByRole('link', { name: s.article })).toBeVisible();
    await nav.getByRole('link', { name: s.article }).click();
    await expect(page).toHaveURL(/article=how-the-valuation-works/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: s.article })).toBeVisible();
    await expect(article.getByRole('heading', { name: s.articleText })).toBeVisible();
    await expect(article.getByRole('table').first()).toContainText(lang === 'en' ? '0.2' : '0,2');
    await shot(page, `article-${lang}`);

    // Glossary drawer with its filter.
    await page.getByRole('button', { name: s.helpMenu }).click();
    await page.getByRole('menuitem', { name: s.glossary }).click();
    const drawer = page.getByRole('dialog', { name: s.glossary });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('searchbox', { name: s.glossarySearch }).fill(lang === 'en' ? 'rights' : 'droits');
    await expect(drawer.getByText(s.term, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Impressions', { exact: true })).toHaveCount(0);
    await shot(page, `glossary-${lang}`, false);
    await drawer.getByRole('button', { name: s.close }).click();
    await expect(drawer).toHaveCount(0);

    // FAQ.
    await page.getByRole('button', { name: s.helpMenu }).click();
    await page.getByRole('menuitem', { name: s.faq }).click();
    const faq = page.getByRole('dialog', { name: s.faqTitle });
    await faq.getByRole('button', { name: s.faqQuestion }).click();
    await expect(faq.getByText(s.faqAnswer)).toBeVisible();
    await shot(page, `faq-${lang}`, false);
    await faq.getByRole('button', { name: s.close }).click();
    await expect(faq).toHaveCount(0);

    // Support request: empty fields first, then a real one, e-mailed with the page the user was on.
    await page.getByRole('button', { name: s.helpMenu }).click();
    await page.getByRole('menuitem', { name: s.support }).click();
    const form = page.getByRole('dialog', { name: s.support });
    await form.getByRole('button', { name: s.send }).click();
    await expect(form.getByText(s.subjectRequired)).toBeVisible();
    await expect(form.getByText(s.messageRequired)).toBeVisible();
    await shot(page, `support-errors-${lang}`, false);
    const subject = `Export stuck (${lang})`;
    await form.getByRole('textbox', { name: s.subject }).fill(subject);
    await form.getByRole('textbox', { name: s.message }).fill('The PDF export never finishes.');
    const mark = await outboxMark();
    await form.getByRole('button', { name: s.send }).click();
    await expect(page.getByText(s.sent)).toBeVisible();
    await expect(form).toHaveCount(0);
    const mail = await waitForMail(SUPPORT_ADDRESS, mark);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(`<${DEMO.email}>`);
    // The e-mail is labelled in the language the request was written in.
    const pageLabel = lang === 'fr' ? 'Page\u00a0:' : 'Page:';
    expect(mail.text).toContain(`${pageLabel} /knowledge-center?article=how-the-valuation-works`);
    expect(mail.text).toContain('The PDF export never finishes.');
    await shot(page, `support-sent-${lang}`);
  });
}
