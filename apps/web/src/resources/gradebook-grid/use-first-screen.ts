import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * What the grid draws in its first commit: a large desktop's screen of it (the grid's box is 70 %
 * of the window's height, 36 px a row; a score column is about 80 px wide). Measured on a class of
 * 40 × 60 (bench/results/gradebook-grid.md), the 2,400 cells took 0.2 to 0.45 s to render after
 * the grid's answer arrived, all before anything of the grid was painted.
 */
export const FIRST_SCREEN = { rows: 24, cols: 24 } as const;

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
  const [whole, setWhole] = useState(() => size.rows <= FIRST_SCREEN.rows && size.cols <= FIRST_SCREEN.cols);
  useEffect(() => {
    if (whole) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the first screen is painted before the rest is rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWhole(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [whole]);
  const drawAll = useCallback(() => setWhole(true), []);
  const drawn = whole
    ? size
    : { rows: Math.min(size.rows, FIRST_SCREEN.rows), cols: Math.min(size.cols, FIRST_SCREEN.cols) };
  return { drawn, drawAll };
};
