import { afterEach, vi } from 'vitest';

// A stray console.error means something failed quietly: make it fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
