/**
 * The date and time on a school's wall clock (schedules and attendances are written in the
 * school's time zone, api-contract section 1). An unknown zone falls back to UTC.
 */
export interface WallClock {
  date: string;
  time: string;
}

export const wallClock = (timeZone: string | null | undefined, at: Date = new Date()): WallClock => {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone || 'UTC');
  } catch {
    parts = format('UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
};
