/** One group of bars: its label, the values that size the bars, and the texts that show them exactly. */
export interface ChartPoint {
  label: string;
  /** A shorter label under the bar (a day's number); the table keeps the long one. */
  short?: string;
  values: readonly number[];
  display: readonly string[];
}

export interface Bar {
  point: number;
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The middle of the bar's group, where its label goes. */
  center: number;
}

/**
 * The values the axis names: from 0 up to the first "round" step (1, 2, 2.5 or 5 times a power of
 * ten) at or above the largest value, about `count` steps; the top tick is where the bars scale.
 */
export const valueTicks = (max: number, count = 4): number[] => {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 reads 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let index = 0; ticks.length === 0 || (ticks.at(-1) ?? 0) < max; index += 1) {
    ticks.push(Number((index * step).toFixed(decimals)));
  }
  return ticks;
};

/** The largest value of the points, never below 0 (a chart of refunds only is empty). */
export const chartMax = (points: readonly ChartPoint[]): number =>
  Math.max(0, ...points.flatMap((point) => point.values));

/**
 * Where each bar stands: groups share the width equally, each group's bars side by side, heights
 * scaled to `box.scale` (the axis's top tick; the largest value when none). A negative value, a
 * day of refunds, draws no bar. Right to left, the first group stands at the right edge.
 */
export const chartBars = (
  points: readonly ChartPoint[],
  seriesCount: number,
  box: { width: number; height: number; rtl: boolean; scale?: number },
): Bar[] => {
  const max = box.scale ?? chartMax(points);
  const slot = points.length === 0 ? 0 : box.width / points.length;
  const gap = slot * 0.2;
  const width = seriesCount === 0 ? 0 : (slot - gap) / seriesCount;
  return points.flatMap((point, index) => {
    const start = box.rtl ? box.width - (index + 1) * slot : index * slot;
    return point.values.map((value, series) => {
      const height = max === 0 ? 0 : (Math.max(0, value) / max) * box.height;
      return {
        point: index,
        series,
        x: start + gap / 2 + series * width,
        y: box.height - height,
        width,
        height,
        center: start + slot / 2,
      };
    });
  });
};
