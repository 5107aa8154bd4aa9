import { describe, expect, it } from 'vitest';
import { ExactJsonError, ExactNumber, parseExactJson } from './exact-json.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const reason = (text: string) => {
  try {
    parseExactJson(bytes(text));
  } catch (error) {
    return error instanceof ExactJsonError ? `${error.reason}@${error.path}` : 'other';
  }
  return 'parsed';
};

describe('parseExactJson', () => {
  it('keeps every number as the client wrote it, strings and structure as JSON.parse reads them', () => {
    expect(
      parseExactJson(
        bytes('{"score": 17.50, "n": [-0.1, 1e3, 17.5000000000000000001], "s": "a \\" 12 \\\\", "b": true}'),
      ),
    ).toEqual({
      score: new ExactNumber('17.50'),
      n: [new ExactNumber('-0.1'), new ExactNumber('1e3'), new ExactNumber('17.5000000000000000001')],
      s: 'a " 12 \\',
      b: true,
    });
    expect(parseExactJson(bytes('{"k12": "x", "9": null}'))).toEqual({ k12: 'x', 9: null });
  });

  it('refuses what is not JSON, text that cannot be stored (named by its path) and a nesting too deep', () => {
    expect(reason('{"a": 1')).toBe('syntax@');
    expect(reason('')).toBe('syntax@');
    expect(reason('{"a": {"b": "x\\u0000y"}}')).toBe('unstorable@a.b');
    expect(reason('{"a": "\\ud800"}')).toBe('unstorable@a');
    expect(reason(`${'['.repeat(40)}${']'.repeat(40)}`)).toMatch(/^too_deep@/);
  });
});
