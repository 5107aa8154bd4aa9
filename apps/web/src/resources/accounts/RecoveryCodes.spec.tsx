import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/*
 * Recovery codes are shown once: the person keeps them elsewhere at once, by the clipboard (a
 * password manager) or as a text file, not by copying ten codes over by hand (before, there was
 * neither). On a phone they stand one a line and a code never overflows the screen.
 */
const CODES = Array.from({ length: 10 }, (_, index) => `FS3T-DZ4M-UCZK-ENG${index}`);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * What the element's own rules (as emotion wrote them) set `property` to on a screen `width` px
 * wide: jsdom lays nothing out and applies no media query, so the rules are read, in order.
 */
const atWidth = (element: Element, width: number, property: string): string => {
  const own = new Set([...element.classList].map((name) => `.${name}`));
  let value = '';
  const read = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && own.has(rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      } else if (rule instanceof CSSMediaRule) {
        const min = /min-width:\s*(\d+)px/.exec(rule.conditionText);
        if (min && Number(min[1]) <= width) read(rule.cssRules);
      }
    }
  };
  for (const sheet of document.styleSheets) read(sheet.cssRules);
  return value;
};

const renderCodes = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <RecoveryCodes codes={CODES} onDone={() => undefined} />
    </I18nextProvider>,
  );

describe('the recovery codes', () => {
  it('copy all ten to the clipboard, one a line, and say so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    renderCodes();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The codes are copied to the clipboard.');
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied.split('\n').filter((line) => CODES.includes(line))).toEqual(CODES);
    expect(copied).toContain('Kampus recovery codes for');
  });

  it('download as a .txt file holding all ten', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:codes';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderCodes();
    fireEvent.click(screen.getByRole('button', { name: 'Download as a .txt file' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^kampus-recovery-codes-.*\.txt$/);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]?.text();
    for (const code of CODES) expect(text).toContain(`\n${code}\n`);
  });

  it('stand one column on a 390 px phone, and a code wraps rather than overflows', () => {
    renderCodes();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(atWidth(list, 390, 'column-count')).toBe('1');
    expect(atWidth(list, 390, 'overflow-wrap')).toBe('anywhere');
    expect(atWidth(list, 1280, 'column-count')).toBe('2');
  });
});
