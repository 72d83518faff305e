import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LANGUAGE_COOKIE,
  matchesRoutePath,
  type PrerenderedManifest,
  pageLanguage,
  SIGNED_IN_COOKIE,
} from '@cakemix/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file of the web build to answer a page's address with, relative to the build's folder. */
export interface WebPage {
  file: string;
  status: 200 | 404;
}

export type PickWebPage = (request: FastifyRequest) => WebPage;

const APP_PAGE: WebPage = { file: 'index.html', status: 200 };

/**
 * Which file answers a web app address (decision 030). The build draws the public pages in each language
 * into `pages/<lang>/` and lists them in `pages/manifest.json`: a guest gets the page drawn in their language
 * (their saved choice, else the browser's); a path no route knows gets the not-found page with a 404. A
 * browser holding a session gets the shell of the signed-in screen at that address in its language (decision
 * 034: header, menu, the screen's heading and outline, nobody's data), or the app's own index.html where no
 * shell is drawn (a guest's page would show the sign-in form before the app moved the member on). Every other
 * route gets index.html, which draws itself. A build without drawn pages (an older one) answers every address
 * with index.html, as before.
 */
export function webPagePicker(webDistDir: string): PickWebPage {
  const manifestFile = path.join(webDistDir, 'pages', 'manifest.json');
  if (!existsSync(manifestFile)) return () => APP_PAGE;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
  // A build from before the signed-in shells (decision 034) lists none.
  const shells = manifest.signedIn ?? [];
  return (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lang = pageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    if (request.cookies[SIGNED_IN_COOKIE]) {
      const shell = shells.find((page) => matchesRoutePath(page.path, pathname));
      return shell ? { file: `pages/${lang}/${shell.file}.html`, status: 200 } : APP_PAGE;
    }
    const drawn = manifest.pages.find((page) => matchesRoutePath(page.path, pathname));
    if (drawn) return { file: `pages/${lang}/${drawn.file}.html`, status: 200 };
    if (manifest.routes.some((route) => matchesRoutePath(route, pathname))) return APP_PAGE;
    return { file: `pages/${lang}/${manifest.notFound}.html`, status: 404 };
  };
}

/** Sends the page; caches keep one copy per language and session cookie (Vary), revalidated at each visit. */
export function sendWebPage(reply: FastifyReply, page: WebPage) {
  return reply
    .status(page.status)
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html')
    .sendFile(page.file);
}
