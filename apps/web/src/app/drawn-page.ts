import { isLanguage, PAGE_DATA_ID, type PrerenderedPageData } from '@cakemix/core';

/**
 * The data of the page the build drew into #root (scripts/prerender.mjs), or null when the server sent the
 * app's empty page. The data is a JSON block, not a script: the server's CSP runs no inline script.
 */
export function drawnPage(container: HTMLElement): PrerenderedPageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!container.dataset.page || !block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as Partial<PrerenderedPageData>;
    if (!isLanguage(data.lang) || typeof data.loaderData !== 'object' || data.loaderData === null)
      return null;
    return { lang: data.lang, loaderData: data.loaderData, shell: data.shell === true };
  } catch {
    return null;
  }
}
