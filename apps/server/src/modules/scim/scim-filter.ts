import { ScimError } from './scim-errors.ts';

/** One condition of a filter: `attribute eq value`, the attribute in its canonical spelling. */
export interface Condition {
  attribute: string;
  value: string | boolean;
}

const CORE = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

const invalid = (why: string) => new ScimError(400, `Unsupported filter: ${why}`, 'invalidFilter');

/**
 * The filter grammar Kampus answers (RFC 7644 3.4.2.2, the part provisioning clients send):
 * `attr eq value` conditions joined by `and`, plus `members[value eq "…"]` on groups (Entra asks
 * it to check one membership). Attribute names are case-insensitive; values are JSON strings or
 * booleans. Anything else (`or`, `not`, `co`, `sw`, other attributes) is 400 `invalidFilter`:
 * a client must not get a wider answer than it asked for.
 */
export const parseFilter = (text: string, attributes: readonly string[]): Condition[] => {
  if (text.length > 2000) throw invalid('too long');
  const canonical = new Map(attributes.map((name) => [name.toLowerCase(), name]));
  const conditions: Condition[] = [];
  let rest = text.trim();
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(match[0].length).trimStart();
    return match;
  };
  const value = (): string | boolean => {
    const quoted = take(/^"((?:[^"\\]|\\.)*)"/);
    if (quoted) {
      try {
        return JSON.parse(`"${quoted[1] ?? ''}"`) as string;
      } catch {
        throw invalid('a value is not a valid string');
      }
    }
    const literal = take(/^(true|false)\b/i);
    if (literal) return (literal[1] ?? '').toLowerCase() === 'true';
    throw invalid('a value must be a quoted string or a boolean');
  };
  const attribute = (name: string): string => {
    const found = canonical.get(name.replace(CORE, '').toLowerCase());
    if (!found) throw invalid(`filtering on "${name.slice(0, 100)}" is not supported`);
    return found;
  };
  for (;;) {
    const member = take(/^members\[\s*value\s+eq\s+/i);
    if (member) {
      const wanted = value();
      if (!take(/^\]/)) throw invalid('"]" expected');
      conditions.push({ attribute: attribute('members'), value: wanted });
    } else {
      const path = take(/^([A-Za-z][\w:.$-]*)\s+(\w+)\s+/);
      if (!path) throw invalid('expected `attribute eq "value"`');
      if ((path[2] ?? '').toLowerCase() !== 'eq') throw invalid(`the operator "${(path[2] ?? '').slice(0, 20)}"`);
      conditions.push({ attribute: attribute(path[1] ?? ''), value: value() });
    }
    if (rest === '') return conditions;
    if (!take(/^and\s+/i)) throw invalid('only "and" joins conditions');
  }
};
