import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './next-task.ts';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a task after the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    const waiting = afterNextPaint().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    for (const frame of frames) frame(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on without a frame where none comes (a tab in the background)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });
});
