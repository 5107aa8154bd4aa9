/**
 * Visible focus of at least 3:1 (issue 36, item 3) on the controls the audit found faint: the
 * season switcher and the search on the top bar, and the rows-per-page select under every list, in
 * each of the three themes. Each control is reached with the Tab key; then the page's own styles
 * are read: the focus ring (an outline or a box shadow of at least 2 px on the control or a parent
 * of it) and the colour behind it (the first backgrounds under the ring, blended), and their
 * contrast ratio computed as WCAG defines it.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const THEMES = ['light', 'dark', 'nature'] as const;

/** Presses Tab until the control has focus (at most `budget` times); answers how many it took. */
const tabTo = async (page: Page, control: Locator, what: string, budget = 120): Promise<number> => {
  for (let presses = 1; presses <= budget; presses += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new assert.AssertionError({ message: `${what} not reached in ${budget} Tab presses` });
};

interface Ring {
  /** Where the ring was found, for the message. */
  on: string;
  ring: string;
  behind: string;
  ratio: number;
}

/**
 * The focused element's ring and the contrast it makes with what lies behind it. Runs in the page;
 * a string, because the test runner's compiler wraps named functions in a helper (`__name`) that
 * does not exist there.
 */
const RING_SCRIPT = `(() => {
  const parse = (text) => {
    const match = /rgba?\\(([^)]+)\\)/.exec(text);
    if (!match) return null;
    const parts = match[1].split(/[\\s,/]+/).filter(Boolean).map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  };
  const over = (top, bottom) => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const luminance = (rgb) => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
  };
  // The colour behind an element: its own and its parents' backgrounds, blended down to an opaque one.
  const behind = (element) => {
    let colour = [0, 0, 0, 0];
    for (let node = element; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background && background[3] > 0) colour = over(colour, background);
      if (colour[3] >= 0.999) return colour;
    }
    return over(colour, [255, 255, 255, 1]);
  };
  const css = (c) => 'rgb(' + c.slice(0, 3).map(Math.round).join(', ') + ')';
  let node = document.activeElement;
  for (let depth = 0; node && depth < 5; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    let ring = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring = parse(style.outlineColor);
    else if (style.boxShadow !== 'none') {
      // "rgb(...) x y blur spread": a ring is a shadow spread 2 px or more around the element.
      const lengths = style.boxShadow.replace(/rgba?\\([^)]*\\)/, '').match(/-?\\d+(\\.\\d+)?px/g) || [];
      if (parseFloat(lengths[3] || '0') >= 2) ring = parse(style.boxShadow);
    }
    if (!ring || ring[3] === 0) continue;
    // Outside the element (offset 0 or more) the ring lies on its parent's background; inside, on its own.
    const base = parseFloat(style.outlineOffset) >= 0 ? behind(node.parentElement) : behind(node);
    const shown = over(ring, base);
    const pair = [luminance(shown), luminance(base)].sort((a, b) => b - a);
    return {
      on: node.tagName.toLowerCase() + '.' + String(node.className).split(' ').slice(0, 2).join('.'),
      ring: css(shown),
      behind: css(base),
      ratio: Math.round(((pair[0] + 0.05) / (pair[1] + 0.05)) * 100) / 100,
    };
  }
  return null;
})()`;

const focusRing = (page: Page): Promise<Ring | null> => page.evaluate<Ring | null>(RING_SCRIPT);

for (const theme of THEMES) {
  appTest(
    `the season switcher, the top bar's search and rows per page show focus at 3:1 (${theme} theme)`,
    async ({ page }) => {
      await signInByApi(page, 'school@kampus.test');
      await page.evaluate((name) => localStorage.setItem('kampus.settings', JSON.stringify({ theme: name })), theme);
      await page.goto('/config/grade-levels');
      await seen(page.getByRole('gridcell', { name: 'Grade 9', exact: true }), 'the grade levels list');
      await settled(page, 'the list');
      const controls: [string, Locator][] = [
        ['the search', page.getByRole('combobox', { name: 'Search', exact: true })],
        ['the season switcher', page.getByRole('combobox', { name: 'Season' })],
        ['rows per page', page.getByRole('combobox', { name: /Rows per page/ })],
      ];
      const found: string[] = [];
      const faint: string[] = [];
      for (const [what, control] of controls) {
        await seen(control, what);
        await tabTo(page, control, what);
        const ring = await focusRing(page);
        if (!ring) faint.push(`${what}: no focus ring (an outline or box shadow of 2 px or more)`);
        else {
          found.push(`${what}: ${ring.ring} on ${ring.behind} = ${ring.ratio}:1 (${ring.on})`);
          if (ring.ratio < 3) faint.push(`${what}: focus ring at ${ring.ratio}:1, under 3:1`);
        }
      }
      assert.deepEqual(faint, [], `${theme} theme:\n${found.join('\n')}`);
      console.info(`focus rings, ${theme} theme:\n  ${found.join('\n  ')}`);
    },
  );
}
