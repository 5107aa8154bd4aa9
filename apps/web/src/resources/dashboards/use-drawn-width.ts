import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width an element is drawn at, in CSS pixels, kept as it resizes: a chart draws in these
 * units, so its 11 px labels are 11 px on a phone, in a half-width card and on a wide screen
 * alike. `fallback` until it is measured (and where nothing measures, as in unit tests).
 */
export const useDrawnWidth = <T extends Element>(fallback: number): [RefObject<T | null>, number] => {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const drawn = Math.round(element.getBoundingClientRect().width);
      if (drawn > 0) setWidth(drawn);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
};
