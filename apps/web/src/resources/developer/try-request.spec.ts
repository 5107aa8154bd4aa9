import { describe, expect, it } from 'vitest';
import { fillPath, pathParams, readableBody } from './try-request.ts';

describe('the try-it panel', () => {
  it('names the path parameters in order', () => {
    expect(pathParams('/{lang}/users/{userId}/api-key')).toEqual(['lang', 'userId']);
    expect(pathParams('/api/students.json')).toEqual([]);
  });

  it("fills them, the language with the reader's unless given, and keeps the query", () => {
    expect(fillPath('/{lang}/users/{userId}/schools', { userId: 'a b' }, 'tr', '')).toBe('/tr/users/a%20b/schools');
    expect(fillPath('/{lang}/x', { lang: 'de' }, 'tr', '?page=2')).toBe('/de/x?page=2');
    expect(fillPath('/api/students.json', {}, 'en', '?page=2&itemsPerPage=5')).toBe(
      '/api/students.json?page=2&itemsPerPage=5',
    );
  });

  it('indents a JSON answer and leaves anything else as it came', () => {
    expect(readableBody('{"a":1}', 'application/json; charset=utf-8')).toBe('{\n  "a": 1\n}');
    expect(readableBody('{"a":', 'application/problem+json')).toBe('{"a":');
    expect(readableBody('# title', 'text/markdown')).toBe('# title');
    expect(readableBody('x'.repeat(30), 'text/plain', 10)).toBe(`${'x'.repeat(10)}\n…`);
  });
});
