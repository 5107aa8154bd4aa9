import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { FilterDrawer, fitLabel } from './FilterDrawer.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window as wide or as narrow as asked: every media query answers `phone`. */
const screenWidth = (phone: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: phone,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );

const renderFilters = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <FilterDrawer active={1}>
        <input aria-label="Grade level" />
      </FilterDrawer>
    </I18nextProvider>,
  );

describe('FilterDrawer', () => {
  it('shows the filters in place on a wide screen', () => {
    screenWidth(false);
    renderFilters();
    expect(screen.getByRole('textbox', { name: 'Grade level' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  it('puts them behind a "Filters (n)" button on a phone, in a dialog named Filters', () => {
    screenWidth(true);
    renderFilters();
    expect(screen.queryByRole('textbox', { name: 'Grade level' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer.querySelector('input[aria-label="Grade level"]')).toBeTruthy();
  });
});

describe('fitLabel', () => {
  it('widens a field for a long label and keeps the minimum for a short one', () => {
    expect(fitLabel('Income or expense', 56, 140)).toBe('max(140px, calc(10.2em + 56px))');
    expect(fitLabel('Id', 32, 160)).toBe('max(160px, calc(1.2em + 32px))');
  });
});
