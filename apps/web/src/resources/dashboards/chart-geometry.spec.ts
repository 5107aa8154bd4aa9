import { describe, expect, it } from 'vitest';
import { chartBars, valueTicks, type ChartPoint } from './chart-geometry.ts';

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

describe('the value axis', () => {
  it('steps from 0 to a round value at or above the largest', () => {
    expect(valueTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(93.5)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(63000)).toEqual([0, 20000, 40000, 60000, 80000]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueTicks(0)).toEqual([0]);
  });

  it('scales the bars to the top tick, so a bar meets the line of its value', () => {
    const bars = chartBars([point('A', 50), point('B', 100)], 1, { width: 200, height: 80, rtl: false, scale: 200 });
    expect(bars.map((bar) => bar.height)).toEqual([20, 40]);
  });
});
