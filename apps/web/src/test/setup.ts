import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadMemberMenus } from '../app/layout/lazy-member-menus.tsx';
import { en } from '../lib/i18n/en.ts';
import { fr } from '../lib/i18n/fr.ts';
import { addCatalogue, initI18n } from '../lib/i18n/i18n.ts';

// The app loads the screens' text with the screens (lib/i18n/catalogues.ts); tests render screens directly.
// Waits for what appears (findBy…, waitFor) scale with a busy machine: a lazily loaded part such as the modal
// host can take more than Testing Library's default second to arrive when the CI machine is loaded. A test
// that passes never waits longer; one that fails takes longer to say so.
configure({ asyncUtilTimeout: 5_000 });

initI18n('en');
addCatalogue('en', en);
addCatalogue('fr', fr);
// The header's menus load apart in the app (app/layout/lazy-member-menus.tsx); loaded here, they render at once.
await loadMemberMenus();

if (typeof window !== 'undefined') {
  // jsdom lacks the layout APIs Mantine reads; these inert versions let components mount.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => {};
}

beforeEach(() => {
  // A stray console.error (a React warning, an act() complaint) fails the test instead of scrolling by.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  // Notifications live in a store of their own, outside the rendered tree: one left by a test (a save's
  // "saved as in progress") would otherwise be found by the next test's queries.
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
});
