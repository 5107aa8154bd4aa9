import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';

/** MUI's tab scroll animation (the theme's standard duration, 300 ms), and a little more. */
const AFTER_MUI_ANIMATION_MS = 400;

/**
 * Scrolls the row (and only the row: never the page) so the tab is wholly in view, centred where
 * the row allows. `scrollLeft` grows to the right in both directions (negative right to left),
 * so one sum serves both.
 */
export const showTab = (scroller: HTMLElement, tab: HTMLElement): void => {
  const shown = scroller.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left >= shown.left - 0.5 && box.right <= shown.right + 0.5) return;
  scroller.scrollLeft += (box.left + box.right) / 2 - (shown.left + shown.right) / 2;
};

/**
 * A row of tabs that scrolls sideways, whose active tab is always in view: on opening (a link to
 * the 15th of 17 tabs of a student's profile), after each change and on a phone, right to left
 * too. MUI's own scrolling misses a tab chosen before its row has its width (fonts, labels, more
 * tabs once permissions are in), and the scroll buttons that appear then narrow the row and hide
 * a tab at its end behind them: the row is watched until the person moves it themselves.
 */
export const ScrollableTabs = ({ value, children, ...props }: Omit<TabsProps, 'variant'>) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const show = () => {
      const scroller = row.querySelector<HTMLElement>('.MuiTabs-scroller');
      const tab = row.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (scroller && tab) showTab(scroller, tab);
    };
    // MUI animates its own scroll for 300 ms from what it measured before the row settled, and
    // that animation overwrites ours: look again once it is over.
    const timers = new Set<number>();
    const showNowAndAfterAnimation = () => {
      show();
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        show();
      }, AFTER_MUI_ANIMATION_MS);
      timers.add(timer);
    };
    showNowAndAfterAnimation();
    const frame = window.requestAnimationFrame(show);
    // On a loaded machine MUI's animation can end after that timer: a scroll the person did not
    // make is looked at again once the row has been still for a moment (our own scroll only finds
    // the tab in view and stops there).
    const scroller = row.querySelector<HTMLElement>('.MuiTabs-scroller');
    let still: number | undefined;
    const onScroll = () => {
      window.clearTimeout(still);
      still = window.setTimeout(show, 150);
    };
    scroller?.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(showNowAndAfterAnimation);
    // The scroller narrows when the scroll buttons appear: watch it, and the tabs' own width.
    for (const part of [row, ...row.querySelectorAll('.MuiTabs-scroller, [role="tablist"]')]) observer?.observe(part);
    // Once the person scrolls the row (buttons, wheel, touch, arrow keys), the row is theirs.
    const release = () => {
      observer?.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
      scroller?.removeEventListener('scroll', onScroll);
      window.clearTimeout(still);
    };
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) row.addEventListener(name, release, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      timers.forEach((timer) => window.clearTimeout(timer));
      observer?.disconnect();
      scroller?.removeEventListener('scroll', onScroll);
      window.clearTimeout(still);
      for (const name of events) row.removeEventListener(name, release);
    };
  }, [value]);
  return (
    <Tabs ref={ref} value={value} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile {...props}>
      {children}
    </Tabs>
  );
};
