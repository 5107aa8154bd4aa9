/**
 * "Now" as the contract writes date-times (`YYYY-MM-DD HH:mm:ss`) in a school's time zone; UTC
 * when the school names none or an unknown one.
 */
export const nowInTimeZone = (timeZone: string | null, at: Date = new Date()): string => {
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
    })
      .formatToParts(at)
      .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});
  let parts: Record<string, string>;
  try {
    parts = format(timeZone ?? 'UTC');
  } catch {
    parts = format('UTC');
  }
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};
