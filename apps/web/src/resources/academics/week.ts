/**
 * The seven days (Monday first, `YYYY-MM-DD`) of the week holding `day`, or of this week when
 * `day` is missing or not a date. Computed at noon UTC, so no time zone shifts a day.
 */
export const weekDays = (day: string | null, today: Date = new Date()): string[] => {
  const valid = day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T12:00:00Z`));
  const start = valid ? new Date(`${day}T12:00:00Z`) : new Date(`${today.toISOString().slice(0, 10)}T12:00:00Z`);
  const fromMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - fromMonday);
  return Array.from({ length: 7 }, (_, index) => {
    const next = new Date(start);
    next.setUTCDate(start.getUTCDate() + index);
    return next.toISOString().slice(0, 10);
  });
};
