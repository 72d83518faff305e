import { within } from '@testing-library/react';
import { vi } from 'vitest';

/** A CSS length in px or em (16 px) as px. */
function px(length: string): number {
  const value = Number.parseFloat(length);
  return length.endsWith('em') ? value * 16 : value;
}

/**
 * A screen `width` px wide: media queries on the width (`(max-width: …)`, `(min-width: …)`, in px or em)
 * match as a browser's would; any other query does not match, as in the inert setup.
 */
export function setScreenWidth(width: number) {
  const inert = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+(?:px|em))\)/g)];
    const matches =
      conditions.length > 0 &&
      conditions.every(([, bound, length = '']) =>
        bound === 'max' ? width <= px(length) : width >= px(length),
      );
    return { ...inert(query), matches };
  });
}

/** The card of a list named by its heading, and its fields: each label with its value's text. */
export function listCard(heading: HTMLElement) {
  const card = heading.closest('li');
  if (!card) throw new Error(`no card around the heading “${heading.textContent}”`);
  const terms = within(card).getAllByRole('term');
  const fields = Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')]),
  );
  return { card, fields };
}
