import { single } from './scim-values.ts';

/** Attributes always returned (RFC 7643 7: `returned: always`). */
const ALWAYS = new Set(['id', 'schemas', 'meta']);

const names = (text: string | undefined): Set<string> | undefined =>
  text === undefined
    ? undefined
    : new Set(
        text
          .split(',')
          .map((name) => (name.split(':').at(-1) ?? '').split('.')[0]?.trim().toLowerCase() ?? '')
          .filter(Boolean),
      );

export interface Projection {
  /** Whether the answer carries this top-level attribute (groups skip reading members when not). */
  wants: (attribute: string) => boolean;
  apply: <T extends Record<string, unknown>>(resource: T) => Record<string, unknown>;
}

/**
 * `attributes` and `excludedAttributes` (RFC 7644 3.4.2.5), by top-level attribute: a
 * sub-attribute (`name.givenName`) keeps or drops its whole parent. Entra reads groups with
 * `excludedAttributes=members`, which spares reading a school's members at all.
 */
export const projection = (
  attributes: string | string[] | undefined,
  excluded: string | string[] | undefined,
): Projection => {
  const only = names(single('attributes', attributes));
  const without = names(single('excludedAttributes', excluded));
  const wants = (attribute: string): boolean => {
    const name = attribute.toLowerCase();
    if (ALWAYS.has(name)) return true;
    if (only) return only.has(name);
    return !(without?.has(name) ?? false);
  };
  return {
    wants,
    apply: (resource) =>
      Object.fromEntries(Object.entries(resource).filter(([key]) => wants(key.split(':').at(-1) ?? key) || wants(key))),
  };
};
