import type { TornadoBlock } from '@cakemix/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { stubIntersectionObserver } from '@/test/viewport.ts';
import { HorizontalBarChart, TornadoChart } from '../components/report-chart.tsx';

// A file of its own: the charts' code is loaded once per page, so a test must start with it not loaded.

/** Whether the charts' drawing code (Recharts) has been loaded, seen through its module. */
const drawingCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('../components/chart-drawing.tsx', async (importOriginal) => {
  const module = await importOriginal();
  drawingCode.loaded = true;
  return module;
});

const TORNADO: TornadoBlock = {
  kind: 'tornado',
  base: 100,
  baseDisplay: '$100',
  lowLabel: 'Value at its low end',
  highLabel: 'Value at its high end',
  bars: [{ label: 'Audience', low: 80, high: 130, lowDisplay: '$80', highDisplay: '$130' }],
};

afterEach(() => vi.unstubAllGlobals());

it('loads the charts’ code once the browser is idle, so that printing draws charts far below the screen', async () => {
  stubIntersectionObserver();
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  renderWithProviders(
    <>
      <HorizontalBarChart
        data={[{ label: 'Signage', s0: 1200 }]}
        series={[{ key: 's0', name: 'Value', color: 'blue' }]}
        format={(value) => `$${value}`}
      />
      <TornadoChart block={TORNADO} />
    </>,
  );
  const bars = screen.getByTestId('report-chart');
  const tornado = screen.getByTestId('tornado-chart');
  // Far below the screen: their room is held, their code not asked for until the browser is idle.
  expect(idle).toHaveLength(1);
  expect(drawingCode.loaded).toBe(false);

  act(() => idle.forEach((callback) => void callback({} as IdleDeadline)));
  await waitFor(() => expect(drawingCode.loaded).toBe(true));
  // Loaded, but still not drawn: nothing has come near the screen.
  expect(bars.querySelector('svg')).toBeNull();
  expect(tornado.querySelector('svg')).toBeNull();

  // A print draws synchronously, before the browser lays out the printed pages.
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(bars.querySelector('.recharts-responsive-container')).not.toBeNull();
  expect(tornado.querySelectorAll('rect[fill*="orange"]')).toHaveLength(1);
});
