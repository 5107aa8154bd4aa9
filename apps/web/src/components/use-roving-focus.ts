import { useRef, useState, type KeyboardEvent } from 'react';

/** The keys that move focus, by the reading direction: in Arabic the next item is to the left. */
const STEP: Record<'ltr' | 'rtl', Record<string, number>> = {
  ltr: { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 },
  rtl: { ArrowLeft: 1, ArrowDown: 1, ArrowRight: -1, ArrowUp: -1 },
};

/**
 * One Tab stop for a set of buttons (WAI-ARIA roving tabindex): Tab enters at the last one used,
 * the arrow keys move between them, Home and End go to the ends. A teacher's quick-attendance
 * panel has a card per student; as separate stops they put a whole class between the page and the
 * side menu on every page while a lesson is on.
 */
export const useRovingFocus = (count: number, direction: 'ltr' | 'rtl') => {
  const [current, setCurrent] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const active = Math.min(current, Math.max(0, count - 1));

  const moveTo = (index: number) => {
    setCurrent(index);
    items.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    const step = STEP[direction][event.key];
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : step === undefined ? null : active + step;
    if (target === null || target < 0 || target >= count) return;
    event.preventDefault();
    moveTo(target);
  };

  /** Props of the item at `index`: its ref, its place in the Tab order, and focus remembered. */
  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setCurrent(index),
  });

  return { onKeyDown, itemProps };
};
