import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusMain, MAIN_ID, mainHeading, trackInput } from './focus-main.ts';

/** How long a new page may take to draw its heading before focus stops waiting for it. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * Keeps keyboard focus off `<body>` in the logged-in layout:
 * - after a navigation, focus moves to the new page's main heading once it is drawn, unless the
 *   person has already moved focus somewhere else meanwhile;
 * - when the focused element disappears (a deleted row's button, a closed dialog whose opener is
 *   gone, a save that replaces the form), focus goes to the main heading instead of the body.
 */
export const useRouteFocus = (): void => {
  const { pathname } = useLocation();

  useEffect(() => {
    const before = document.activeElement;
    // Someone typing while the page loads is working where they are: a search chosen with Enter
    // leaves the focus in the search field, and typing a new search there must not be cut off by
    // the new page's heading taking the focus when it is drawn.
    let typed = false;
    const onInput = () => {
      typed = true;
    };
    document.addEventListener('input', onInput, true);
    // Focus is still ours to move while it is where the navigation left it, lost, or on the
    // main region (where it waits while the new page has no heading yet), and nobody has typed.
    const mine = () => {
      const active = document.activeElement;
      if (typed && active !== null && active !== document.body && active.isConnected) return false;
      return !active || active === document.body || active === before || !active.isConnected || active.id === MAIN_ID;
    };
    const settle = (): boolean => {
      if (!mine()) return true;
      if (!mainHeading()) return false;
      focusMain();
      return true;
    };
    if (settle()) {
      document.removeEventListener('input', onInput, true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  useEffect(() => trackInput(), []);

  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) last = event.target;
    };
    const rescue = () => {
      if (document.activeElement === document.body && last !== null && !last.isConnected) {
        last = null;
        focusMain();
      }
    };
    // A dialog restores focus to its opener after it unmounts: look once things have settled.
    const observer = new MutationObserver(() => window.setTimeout(rescue, 0));
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
};
