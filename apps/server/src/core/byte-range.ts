import type { ByteRange } from '../integrations/files/file-store.ts';

/** What a `Range` header asks of a file of `size` bytes. */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'part'; range: ByteRange }
  /** The range lies outside the file: 416 with `Content-Range: bytes * /size`. */
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads one `bytes=` range (RFC 9110 section 14): `a-b`, `a-` (to the end) or `-n` (the last n
 * bytes); an end past the file is clamped. A header we do not understand (another unit, several
 * ranges, garbage) is ignored and the whole file is sent, as the RFC allows; a start past the end
 * of the file is unsatisfiable. Players only ever ask for one range.
 */
export const parseRange = (header: string | undefined, size: number): RangeRequest => {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', range: { start, end } };
};
