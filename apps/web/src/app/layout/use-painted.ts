import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `then` in a transition once the browser has painted what is on screen now (a frame, then
 * a task); answers the cancel, for an effect's clean-up.
 */
export const afterPaint = (then: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => startTransition(then), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
};

/**
 * False in a component's first commit, true once the browser has painted it: for what can be
 * drawn a moment later (the side menu's 300 elements) so that the page's own content is drawn and
 * painted first. Measured on a cold open of the gradebook, the layout's first commit took 0.5 s,
 * half of its elements the menu's. Set in a transition: a click or a key is served first.
 */
export const usePainted = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
};
