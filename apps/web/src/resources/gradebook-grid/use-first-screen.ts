import { useCallback, useEffect, useState } from 'react';
import { afterPaint } from '../../app/layout/use-painted.ts';

/** A row's height and a score column's width, in px, and the grid's box's share of the window's height. */
const ROW_PX = 36;
const COLUMN_PX = 80;
const BOX_SHARE = 0.7;

/**
 * What the grid draws in its first commit: the window's screen of it (the grid's box is 70 % of
 * the window's height, 36 px a row; a score column is about 80 px wide), one more each way. Measured
 * on a class of 40 × 60 (bench/results/gradebook-grid.md), the 2,400 cells took 0.2 to 0.45 s to
 * render after the grid's answer arrived, all before anything of the grid was painted; a fixed
 * 24 × 24 drew 576 cells where a 1280 × 900 window shows about 300.
 */
export const firstScreen = (): { rows: number; cols: number } => ({
  rows: Math.min(40, Math.ceil((window.innerHeight * BOX_SHARE) / ROW_PX) + 1),
  cols: Math.min(40, Math.ceil(window.innerWidth / COLUMN_PX) + 1),
});

interface Size {
  rows: number;
  cols: number;
}

/**
 * The part of a grid of `size` to draw now: the first screen, then (once the browser has painted
 * it) the whole grid, in a transition that a key or a click interrupts. `drawAll` draws the rest at
 * once, for a move of the keyboard's focus to a cell not yet drawn.
 */
export const useFirstScreen = (size: Size): { drawn: Size; drawAll: () => void } => {
  const [first] = useState(firstScreen);
  const [whole, setWhole] = useState(() => size.rows <= first.rows && size.cols <= first.cols);
  // The first screen is painted before the rest is rendered.
  useEffect(() => (whole ? undefined : afterPaint(() => setWhole(true))), [whole]);
  const drawAll = useCallback(() => setWhole(true), []);
  const drawn = whole ? size : { rows: Math.min(size.rows, first.rows), cols: Math.min(size.cols, first.cols) };
  return { drawn, drawAll };
};
