/**
 * The VTIMEZONE of an IANA zone for a calendar's span (RFC 5545 section 3.6.5), computed from the
 * platform's time-zone data (Intl) rather than a table of our own: the observance in effect when
 * the span starts (from its onset, the zone's last change before it) and every change inside the
 * span, each a STANDARD or a DAYLIGHT sub-component with its onset on the local clock and the
 * offsets it goes from and to. A zone that has not changed its offset for a year (Europe/Istanbul)
 * gets one STANDARD.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Offsets are sampled this far apart: no zone changes its offset twice within twelve hours. */
const STEP = 12 * HOUR;
/** How far before the span its observance's onset is looked for: a year and a bit (a yearly rule's last change). */
const LOOK_BACK = 400 * DAY;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of `zone` at the instant `ms`, as the platform's data says (`GMT+05:30` read as 330). */
const offsetMinutes = (zone: string, ms: number): number => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** An offset change: the first instant (UTC ms) of the new offset, and the offsets in minutes. */
interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Every offset change of `zone` from `start` to `end` (UTC ms): sampled every twelve hours, each found to the minute. */
const transitionsBetween = (zone: string, start: number, end: number): Transition[] => {
  const found: Transition[] = [];
  let at = Math.floor(start / MINUTE) * MINUTE;
  let offset = offsetMinutes(zone, at);
  while (at < end) {
    const next = at + STEP;
    const nextOffset = offsetMinutes(zone, next);
    if (nextOffset !== offset) {
      // Bisection on whole minutes: `low` still has the old offset, `high` the new one.
      let low = at;
      let high = next;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / (2 * MINUTE)) * MINUTE;
        if (offsetMinutes(zone, middle) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: offset, to: nextOffset });
    }
    at = next;
    offset = nextOffset;
  }
  return found;
};

/**
 * Daylight time is an offset the zone goes forward to and comes back from within a year; a
 * change that stays (a zone keeping summer time for good) is its new standard time.
 */
const isDaylight = (zone: string, change: Transition): boolean => {
  if (change.to <= change.from) return false;
  for (let at = change.at + 14 * DAY; at <= change.at + 366 * DAY; at += 14 * DAY)
    if (offsetMinutes(zone, at) < change.to) return true;
  return false;
};

/** `+hhmm` or `-hhmm` of an offset in minutes (TZOFFSETFROM, TZOFFSETTO). */
const icsOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
};

/** The local date-time `YYYYMMDDTHHMMSS` of the instant `ms` at `offset` minutes east of UTC. */
const localStamp = (ms: number, offset: number): string =>
  new Date(ms + offset * MINUTE).toISOString().replace(/[-:]/g, '').slice(0, 15);

const observance = (kind: 'STANDARD' | 'DAYLIGHT', onset: string, from: number, to: number): string[] => [
  `BEGIN:${kind}`,
  `DTSTART:${onset}`,
  `TZOFFSETFROM:${icsOffset(from)}`,
  `TZOFFSETTO:${icsOffset(to)}`,
  `END:${kind}`,
];

/**
 * The VTIMEZONE lines for a calendar whose events fall on the local days `first` to `last`
 * (YYYY-MM-DD): the observance in effect at the start of `first` and every change up to the end
 * of `last`. An onset is the local time on the clock of the offset it leaves (RFC 5545:
 * Berlin's spring change is `DTSTART:20270328T020000`, from +0100 to +0200).
 */
export const vtimezone = (zone: string, first: string, last: string): string[] => {
  // Local midnight of `first` is at most 14 hours before UTC's; the end of `last` at most 12 after.
  const start = Date.parse(`${first}T00:00:00Z`) - 14 * HOUR;
  const end = Date.parse(`${last}T00:00:00Z`) + DAY + 12 * HOUR;
  const changes = transitionsBetween(zone, start - LOOK_BACK, end);
  const before = changes.filter((change) => change.at <= start).at(-1);
  const inside = changes.filter((change) => change.at > start);
  const observances = [...(before ? [before] : []), ...inside];
  const body =
    observances.length === 0
      ? observance(
          'STANDARD',
          `${first.replace(/-/g, '')}T000000`,
          offsetMinutes(zone, start + 14 * HOUR),
          offsetMinutes(zone, start + 14 * HOUR),
        )
      : observances.flatMap((change) =>
          observance(
            isDaylight(zone, change) ? 'DAYLIGHT' : 'STANDARD',
            localStamp(change.at, change.from),
            change.from,
            change.to,
          ),
        );
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...body, 'END:VTIMEZONE'];
};
