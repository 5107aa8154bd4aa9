const DAY_MS = 86_400_000;

/**
 * Whole days from the due date to a hand-in, both read on the school's wall clock (a hand-in's
 * `submittedAt` is the school's wall time, stamped by `kampus_wall_now`): handed in the day after
 * the due date is 1 day late. Null when the hand-in is not late (or there is none, or no due date).
 * The score's own bounds (0 to 365): a year late counts as a year.
 */
export const lateDays = (
  dueDate: string | null | undefined,
  handIn: { late?: boolean | null; submittedAt?: string | null } | null | undefined,
): number | null => {
  if (!dueDate || !handIn?.late || !handIn.submittedAt) return null;
  const day = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
  const days = Math.round((day(String(handIn.submittedAt)) - day(String(dueDate))) / DAY_MS);
  return days > 0 ? Math.min(days, 365) : null;
};
