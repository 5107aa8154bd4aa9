import { describe, expect, it } from 'vitest';
import { chartBars, type ChartPoint } from './chart-geometry.ts';

const point = (label: string, ...values: number[]): ChartPoint => ({
  label,
  values,
  display: values.map(String),
});

describe('the bars of a chart', () => {
  const points = [point('Mon', 10), point('Tue', 5), point('Wed', 0)];

  it('sizes bars against the largest value and starts from the left', () => {
    const bars = chartBars(points, 1, { width: 300, height: 100, rtl: false });
    expect(bars.map((bar) => bar.height)).toEqual([100, 50, 0]);
    expect(bars[0]?.x).toBeLessThan(bars[1]?.x ?? 0);
    expect(bars[0]?.center).toBe(50);
  });

  it('runs right to left in a right-to-left language', () => {
    const bars = chartBars(points, 1, { width: 300, height: 100, rtl: true });
    expect(bars[0]?.center).toBe(250);
    expect(bars[0]?.x).toBeGreaterThan(bars[2]?.x ?? 0);
  });

  it('puts a group’s series side by side and draws nothing for negatives or an empty chart', () => {
    const bars = chartBars([point('Mon', 4, -2)], 2, { width: 100, height: 50, rtl: false });
    expect(bars[1]?.x).toBeCloseTo((bars[0]?.x ?? 0) + (bars[0]?.width ?? 0));
    expect(bars[1]?.height).toBe(0);
    expect(chartBars([point('Mon', 0)], 1, { width: 100, height: 50, rtl: false })[0]?.height).toBe(0);
  });
});
