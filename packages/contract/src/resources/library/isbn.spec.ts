import { describe, expect, it } from 'vitest';
import { isValidIsbn, normalizeIsbn } from './isbn.ts';

describe('ISBN check digits', () => {
  it('accepts valid ISBN-13 and ISBN-10, hyphens and spaces ignored', () => {
    expect(isValidIsbn('978-0-14-044913-6')).toBe(true);
    expect(isValidIsbn('0-14-044913-3')).toBe(false);
    expect(isValidIsbn('0 306 40615 2')).toBe(true);
    expect(isValidIsbn('0-8044-2957-X')).toBe(true);
    expect(isValidIsbn('080442957x')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidIsbn('978-0-14-044913-7')).toBe(false);
    expect(isValidIsbn('0306406153')).toBe(false);
    expect(isValidIsbn('97801404491')).toBe(false);
    expect(isValidIsbn('97801404491AB')).toBe(false);
    expect(isValidIsbn('')).toBe(false);
  });
  it('stores the digits alone', () => {
    expect(normalizeIsbn(' 978-0-14 044913-6 ')).toBe('9780140449136');
  });
});
