import type { KeyboardEvent } from 'react';

/** Input types whose Enter may submit the form: plain text, as the person has finished typing a line. */
const TEXT_TYPES = new Set(['text', 'email', 'search', 'url', 'tel', 'password']);

/**
 * Whether Enter in this element may submit its form. A browser submits a form on Enter in any of its
 * inputs; in a step form that is "save and continue", which jumped to the next step with a half-filled form
 * when someone pressed Enter to confirm a date, a number or a choice. So only a plain text field keeps it:
 * not a number (inputmode numeric or decimal), not one that opens a list or a calendar (aria-haspopup: the
 * selects, the date inputs, the city search), not a read-only one, a checkbox or a radio button. A button's
 * Enter, which presses the button, and a text area's, a new line, are not submissions and are left alone.
 */
export function enterMaySubmit(element: EventTarget): boolean {
  if (!(element instanceof HTMLInputElement)) return true;
  if (!TEXT_TYPES.has(element.type) || element.readOnly) return false;
  if (element.inputMode === 'numeric' || element.inputMode === 'decimal') return false;
  // Mantine's date inputs say so themselves too, should their popover's roles be turned off.
  if (element.hasAttribute('data-dates-input')) return false;
  const popup = element.getAttribute('aria-haspopup');
  return popup === null || popup === 'false';
}

/** A form's onKeyDown: stops Enter from submitting the form from the fields of enterMaySubmit. */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing && !enterMaySubmit(event.target))
    event.preventDefault();
}
