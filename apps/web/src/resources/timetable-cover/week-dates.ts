/** A day moved by `days` on the calendar (UTC arithmetic on YYYY-MM-DD: no time zone shifts it). */
export const shiftDay = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
