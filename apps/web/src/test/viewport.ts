import { vi } from 'vitest';

/** An IntersectionObserver that reports what the test says, in place of the browser's (jsdom has none). */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class Stub {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    observers,
    /** Every observed element comes near the screen. */
    enter() {
      for (const { callback } of observers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}
