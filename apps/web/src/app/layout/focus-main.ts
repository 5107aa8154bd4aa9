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

/**
 * How the person last acted: a key press or a pointer (mouse, touch, pen). Focus moved for them
 * after a click is announced by screen readers but not drawn as a ring (`data-focused-by`,
 * styled in `app/theme.ts`); after a key press it keeps the ring, so a keyboard user sees where
 * they are.
 */
let lastInput: 'keyboard' | 'pointer' = 'pointer';

/** Follows the last kind of input, for `focusMain`; answers the clean-up. */
export const trackInput = (): (() => void) => {
  const onKey = (event: KeyboardEvent) => {
    // Modifier keys alone (a screen reader's own keys, a shortcut half pressed) say nothing.
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) lastInput = 'keyboard';
  };
  const onPointer = () => (lastInput = 'pointer');
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    document.removeEventListener('mousedown', onPointer, true);
  };
};

/**
 * Marks the element a page wants focus on instead of its main heading (an opened mail's subject):
 * navigation then focuses it, and `focusTarget` moves focus to it when it appears later.
 */
export const FOCUS_TARGET = 'data-focus-target';

/** The page's focus target or else its main heading, if it is on screen. */
export const mainHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>(`#${MAIN_ID} [${FOCUS_TARGET}]`) ??
  document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);

/**
 * Moves focus to a page's focus target that appeared after the page itself (its data came later),
 * unless the person has gone somewhere meanwhile: only from nothing, the main region or its heading.
 */
export const focusTarget = (target: HTMLElement): void => {
  const active = document.activeElement;
  const idle =
    !active ||
    active === document.body ||
    active.id === MAIN_ID ||
    (active.tagName === 'H1' && !!active.closest(`#${MAIN_ID}`));
  if (!idle) return;
  target.dataset.focusedBy = lastInput;
  focusable(target).focus();
};

/** Focuses the main heading (or else the main region); answers whether it found the heading. */
export const focusMain = (): boolean => {
  const heading = mainHeading();
  const target = heading ?? document.getElementById(MAIN_ID);
  if (target) {
    target.dataset.focusedBy = lastInput;
    focusable(target).focus();
  }
  return heading !== null;
};
