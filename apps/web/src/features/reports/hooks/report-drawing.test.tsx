import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { stubIntersectionObserver } from '@/test/viewport.ts';
import { HorizontalBarChart } from '../components/report-chart.tsx';
import { useProgressiveCount } from './progressive-count.ts';

function Parts({ total, first }: { total: number; first: number }) {
  const { drawn, complete } = useProgressiveCount(total, first);
  return (
    <ol aria-busy={!complete}>
      {Array.from({ length: drawn }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: numbered parts
        <li key={i}>part {i + 1}</li>
      ))}
    </ol>
  );
}

describe('useProgressiveCount', () => {
  it('draws the first parts at once, the others in later tasks, and is busy until the last', async () => {
    renderWithProviders(<Parts total={5} first={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false'), {
      timeout: 5_000,
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'part 1',
      'part 2',
      'part 3',
      'part 4',
      'part 5',
    ]);
  });
});

describe('charts are drawn as the reader nears them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds a phone chart’s room until it nears the screen, then draws its bars', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 400));
    const viewport = stubIntersectionObserver();
    renderWithProviders(
      <HorizontalBarChart
        data={[
          { label: 'Signage', s0: 1200 },
          { label: 'Digital', s0: 800 },
        ]}
        series={[{ key: 's0', name: 'Value', color: 'blue' }]}
        format={(value) => `$${value}`}
      />,
    );
    const chart = screen.getByTestId('report-chart');
    expect(chart.querySelectorAll('[data-bar-row]')).toHaveLength(0);
    // Two rows of a label and one bar, and the gap between them: 92 px, which Mantine writes in rem.
    expect(chart.style.height).toBe(`calc(${(2 * (20 + 16 + 4) + 12) / 16}rem * var(--mantine-scale))`);
    expect(viewport.observers[0]?.options?.rootMargin).toBe('600px 0px');

    act(() => viewport.enter());
    await waitFor(() => expect(chart.querySelectorAll('[data-bar-row]')).toHaveLength(2));
    expect(chart.textContent).toContain('$1200');
    expect(chart.style.height).toBe('');
  });

  it('holds a wide chart’s room until it nears the screen, then draws it with Recharts', async () => {
    const viewport = stubIntersectionObserver();
    renderWithProviders(
      <HorizontalBarChart
        data={[{ label: 'Signage', s0: 1200 }]}
        series={[{ key: 's0', name: 'Value', color: 'blue' }]}
        format={(value) => `$${value}`}
      />,
    );
    const chart = screen.getByTestId('report-chart');
    // One row: the smallest chart, 120 px.
    expect(chart.style.height).toBe(`calc(${120 / 16}rem * var(--mantine-scale))`);
    expect(chart.querySelector('.recharts-responsive-container')).toBeNull();

    act(() => viewport.enter());
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(chart.style.height).toBe(`calc(${120 / 16}rem * var(--mantine-scale))`);
  });
});
