/**
 * ISBNs as printed ("978-605-360-318-9", "0-14-044913-X"): spaces and hyphens are only
 * typography, so they are stored without them; the check digit must hold (ISBN-10: weights 10
 * to 1, modulo 11, X for 10; ISBN-13: weights 1 and 3, modulo 10).
 */
export const normalizeIsbn = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const isbn10Valid = (isbn: string): boolean => {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  const sum = [...isbn].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
  return sum % 11 === 0;
};

const isbn13Valid = (isbn: string): boolean => {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
};

/** Whether a (normalized) ISBN-10 or ISBN-13 has a right check digit. */
export const isValidIsbn = (value: string): boolean => {
  const isbn = normalizeIsbn(value);
  return isbn.length === 10 ? isbn10Valid(isbn) : isbn13Valid(isbn);
};
