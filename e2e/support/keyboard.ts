/**
 * Keyboard-only steps: Tab until a wanted element has focus, and the checks made after every
 * key press: focus is on an element (never `<body>`) and that element shows a focus indicator.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface Focused {
  /** 'BODY' when focus is lost to the page body. */
  tag: string;
  role: string;
  /** aria-label, else the label of a form field, else the text. */
  name: string;
  /** The focus indicator as drawn: an outline, a box shadow or a 2 px field border. */
  indicator: string;
}

/**
 * Runs in the page; a string, because the test runner's compiler wraps named functions in a
 * helper (`__name`) that does not exist in the page.
 */
const FOCUSED_SCRIPT = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { tag: 'BODY', role: '', name: '', indicator: '' };
  const labelled = (element.labels && element.labels[0] && element.labels[0].textContent) || '';
  const name = (element.getAttribute('aria-label') || labelled) || element.textContent || '';
  const drawn = (node) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      return 'outline ' + style.outlineWidth + ' ' + style.outlineStyle + ' ' + style.outlineColor;
    }
    if (style.boxShadow !== 'none') return 'box-shadow ' + style.boxShadow;
    return '';
  };
  let indicator = drawn(element);
  // A text field draws its focus on the box around the input: MUI's 2 px notched border, or
  // the public pages' input box.
  let node = element.parentElement;
  for (let depth = 0; !indicator && node && depth < 3; depth += 1) {
    const border = node.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    if (node.classList.contains('Mui-focused') && border) {
      const width = parseFloat(getComputedStyle(border).borderTopWidth);
      if (width >= 2) indicator = 'border ' + width + 'px ' + getComputedStyle(border).borderTopColor;
    } else if (node.matches(':focus-within')) {
      indicator = drawn(node);
    }
    node = node.parentElement;
  }
  return {
    tag: element.tagName,
    role: element.getAttribute('role') || '',
    name: name.replace(/\\s+/g, ' ').trim(),
    indicator,
  };
})()`;

/** What has focus now, and how its focus is drawn (on itself or the field around it). */
export const focused = (page: Page): Promise<Focused> => page.evaluate<Focused>(FOCUSED_SCRIPT);

/** Fails unless focus is on an element other than the body, and that element shows it. */
export const assertFocusVisible = async (page: Page, step: string): Promise<Focused> => {
  const now = await focused(page);
  assert.notEqual(now.tag, 'BODY', `after ${step}: focus fell to <body>`);
  assert.ok(now.indicator, `after ${step}: the focused ${now.tag} "${now.name}" shows no focus indicator`);
  return now;
};

/**
 * Presses Tab (or Shift+Tab) until `wanted` holds for the focused element, checking focus after
 * every press; fails after `max` presses with the elements it passed.
 */
export const tabTo = async (
  page: Page,
  wanted: (now: Focused) => boolean,
  what: string,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<Focused> => {
  const passed: string[] = [];
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await assertFocusVisible(page, `${backwards ? 'Shift+Tab' : 'Tab'} towards ${what}`);
    if (wanted(now)) return now;
    passed.push(`${now.tag}[${now.role}] "${now.name.slice(0, 40)}"`);
  }
  throw new assert.AssertionError({ message: `${what} not reached in ${max} presses; passed: ${passed.join(', ')}` });
};

/**
 * Counts the key presses made through `page.keyboard.press` from now on, by key (typing text is
 * not counted): what a task costs a keyboard user. Answers a reader of the counts so far.
 */
export const countKeys = (page: Page): (() => Readonly<Record<string, number>>) => {
  const counts: Record<string, number> = {};
  const keyboard = page.keyboard;
  const press = keyboard.press.bind(keyboard);
  keyboard.press = (key, options) => {
    counts[key] = (counts[key] ?? 0) + 1;
    return press(key, options);
  };
  return () => ({ ...counts });
};

/** Tab and Shift+Tab presses among counted keys. */
export const tabPresses = (counts: Readonly<Record<string, number>>): number =>
  (counts['Tab'] ?? 0) + (counts['Shift+Tab'] ?? 0);

/** Every counted press. */
export const keyPresses = (counts: Readonly<Record<string, number>>): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);
