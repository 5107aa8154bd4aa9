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
 * Where each bar stands: groups share the width equally, each group's bars side by side, heights
 * scaled to the largest value (a negative value, a day of refunds, draws no bar). Right to left,
 * the first group stands at the right edge.
 */
export const chartBars = (
  points: readonly ChartPoint[],
  seriesCount: number,
  box: { width: number; height: number; rtl: boolean },
): Bar[] => {
  const max = Math.max(0, ...points.flatMap((point) => point.values));
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
