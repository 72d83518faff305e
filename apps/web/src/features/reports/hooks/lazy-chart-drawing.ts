import { useEffect, useState } from 'react';

type ChartDrawing = typeof import('../components/chart-drawing.tsx');

let drawing: ChartDrawing | undefined;
let loading: Promise<ChartDrawing> | undefined;

/** Loads the charts' drawing code once; a failed download is tried again by the next chart that asks. */
function loadChartDrawing(): Promise<ChartDrawing> {
  if (!loading) {
    const pending = import('../components/chart-drawing.tsx').then((module) => {
      drawing = module;
      return module;
    });
    pending.catch(() => {
      loading = undefined;
    });
    loading = pending;
  }
  return loading;
}

/**
 * Where the browser has no idle callback (Safari), about when a report's parts have all been drawn
 * (useProgressiveCount draws one a task), in ms.
 */
const IDLE_FALLBACK = 1_000;
let preloading = false;

/**
 * Printing draws every chart synchronously (useNearViewport's `beforeprint`), which a download cannot
 * join, and a reader may print from the browser's menu at any time: so once a page holding charts is drawn
 * and the browser is idle, their code is loaded even if none has come near the screen yet.
 */
function preloadWhenIdle() {
  if (preloading) return;
  preloading = true;
  const load = () => {
    loadChartDrawing().catch(() => {
      preloading = false;
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
  else setTimeout(load, IDLE_FALLBACK);
}

/**
 * The charts' drawing code (Recharts and d3, about 90 kB compressed) once `wanted`, undefined before it has
 * loaded: a report's first paint does not wait for it, and a chart holds its room until then. Once loaded it
 * is read at once, so that a print's synchronous drawing gets it.
 */
export function useChartDrawing(wanted: boolean): ChartDrawing | undefined {
  const [, setLoaded] = useState(drawing);
  useEffect(preloadWhenIdle, []);
  useEffect(() => {
    if (!wanted || drawing) return;
    let live = true;
    loadChartDrawing().then(
      (module) => {
        if (live) setLoaded(module);
      },
      // The chart keeps its room; the table beside it holds the same figures.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? drawing : undefined;
}
