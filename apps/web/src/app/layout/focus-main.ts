/**
 * Where keyboard focus goes when the page under it changes: the page's main heading (the h1 of
 * `PageHeader`), or the main region itself while the page has no heading yet.
 */
export const MAIN_ID = 'main';

const focusable = (element: HTMLElement): HTMLElement => {
  // -1: focusable from script without adding a Tab stop.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
};

/** The page's main heading, if it is on screen. */
export const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);

/** Focuses the main heading (or else the main region); answers whether it found the heading. */
export const focusMain = (): boolean => {
  const heading = mainHeading();
  const target = heading ?? document.getElementById(MAIN_ID);
  if (target) focusable(target).focus();
  return heading !== null;
};
