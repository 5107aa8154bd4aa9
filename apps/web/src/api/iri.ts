/** The id an IRI (`/api/users/12`) or a number names; undefined for anything else. */
export const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  const match = typeof value === 'string' ? /\/(\d+)$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
};
