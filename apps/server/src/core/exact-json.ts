import { hasUnstorableText } from '@kampus/contract';

/**
 * A JSON number as the client wrote it (`17.50`, `1e3`): JSON.parse would turn it into a binary
 * float, and Node 20's parser gives a reviver no source text, so a body whose numbers are points
 * or money is read here with each number kept as its text, for the exact decimal helpers
 * (`parseDecimal`) to read or refuse (`17.5000000000000001` is not 17.5).
 */
export class ExactNumber {
  constructor(readonly text: string) {}
}

export type ExactJson = null | boolean | string | ExactNumber | ExactJson[] | { [key: string]: ExactJson };

/** Why a body is not usable JSON: not JSON, text PostgreSQL cannot store (at `path`), or nested too deep. */
export class ExactJsonError extends Error {
  constructor(
    readonly reason: 'syntax' | 'unstorable' | 'too_deep',
    readonly path = '',
  ) {
    super(reason);
  }
}

/** Far deeper than any standard's record; the walk is iterative, so a hostile body cannot exhaust the stack. */
const MAX_DEPTH = 32;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// No string of an accepted body holds a NUL (checked first), so one that starts with it is a number.
const MARK = '\u0000';

/** The first string (value or key) PostgreSQL cannot store, or a nesting too deep, as a refusal. */
const checkStrings = (value: unknown): void => {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof next.value === 'string') {
      if (hasUnstorableText(next.value)) throw new ExactJsonError('unstorable', next.path);
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_DEPTH) throw new ExactJsonError('too_deep', next.path);
    for (const [key, inner] of Object.entries(next.value)) {
      const path = next.path === '' ? key : `${next.path}.${key}`;
      if (hasUnstorableText(key)) throw new ExactJsonError('unstorable', next.path);
      stack.push({ value: inner, path, depth: next.depth + 1 });
    }
  }
};

/** The text with every number outside a string written as a marked string holding its digits. */
const markNumbers = (text: string): string => {
  const out: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? char;
      out.push(text.slice(start, i), JSON.stringify(MARK + token));
      i += token.length - 1;
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.join('');
};

/**
 * The body as JSON with its numbers exact, or an `ExactJsonError`. The text is parsed once as it
 * came (so what is not JSON is refused by the platform's own parser), checked for text that
 * cannot be stored, then parsed again with each number kept as its written text.
 */
export const parseExactJson = (bytes: Uint8Array | undefined): ExactJson => {
  const text = Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    throw new ExactJsonError('syntax');
  }
  checkStrings(plain);
  return JSON.parse(markNumbers(text), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARK) ? new ExactNumber(value.slice(1)) : value,
  ) as ExactJson;
};
