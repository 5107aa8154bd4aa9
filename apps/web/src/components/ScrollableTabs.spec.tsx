import Tab from '@mui/material/Tab';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollableTabs, showTab } from './ScrollableTabs.tsx';

afterEach(cleanup);

const names = Array.from({ length: 17 }, (_, index) => `Section ${index + 1}`);

const row = (value: string) => (
  <ScrollableTabs value={value} aria-label="Sections">
    {names.map((name) => (
      <Tab key={name} value={name} label={name} />
    ))}
  </ScrollableTabs>
);

/** A box drawn from `left` to `right`, or where `at` says at each look (jsdom draws nothing). */
const drawn = (element: Element, left: number, right: number, at = () => 0) => {
  element.getBoundingClientRect = () =>
    ({ left: left - at(), right: right - at(), top: 0, bottom: 48, width: right - left, height: 48 }) as DOMRect;
};

/** A scroller 300 px wide at 0..300 whose scrollLeft the test reads and the browser would clamp. */
const scroller = (scrollLeft = 0) => {
  const element = document.createElement('div');
  drawn(element, 0, 300);
  let value = scrollLeft;
  Object.defineProperty(element, 'scrollLeft', { get: () => value, set: (next: number) => (value = next) });
  return element;
};

describe('a scrollable row of tabs', () => {
  it('scrolls a tab past the end to the middle of the row, left to right', () => {
    const box = scroller();
    const tab = document.createElement('div');
    drawn(tab, 1400, 1500);
    showTab(box, tab);
    expect(box.scrollLeft).toBe(1300);
  });

  it('scrolls right to left the other way (scrollLeft negative)', () => {
    const box = scroller();
    const tab = document.createElement('div');
    drawn(tab, -1300, -1200);
    showTab(box, tab);
    expect(box.scrollLeft).toBe(-1400);
  });

  it('leaves the row alone while the tab is wholly in view (the person may have scrolled it)', () => {
    const box = scroller(40);
    const tab = document.createElement('div');
    drawn(tab, 10, 110);
    showTab(box, tab);
    expect(box.scrollLeft).toBe(40);
  });

  it('brings the active tab into view on opening and after each change (the 15th of 17)', async () => {
    const { container, rerender } = render(row('Section 1'));
    const box = container.querySelector('.MuiTabs-scroller') as HTMLElement;
    let value = 0;
    Object.defineProperty(box, 'scrollLeft', { get: () => value, set: (next: number) => (value = next) });
    drawn(box, 0, 300);
    // Each tab 100 px wide, moved by the row's scroll.
    screen.getAllByRole('tab').forEach((tab, index) => drawn(tab, index * 100, index * 100 + 100, () => value));
    rerender(row('Section 15'));
    expect(screen.getByRole('tab', { name: 'Section 15' }).getAttribute('aria-selected')).toBe('true');
    // The 15th tab (1400..1500) centred in the 300 px row, and left there on a second look.
    expect(value).toBe(1300);
    await new Promise((done) => setTimeout(done, 500));
    expect(value).toBe(1300);
  });
});
