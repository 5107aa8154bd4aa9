import type { RegisterConflict, RegisterMark } from '@kampus/contract/action';
import { ApiError } from './client.ts';
import { CONFLICT_STORE, OUTBOX_STORE, storeOf, type KeyedStore } from './register-store.ts';

/**
 * The register's outbox (issue 30, part 4, docs/school-life.md "Offline"): a save made without a
 * network is kept on the phone with its idempotency key and sent when the network is back (the
 * `online` event, the app's start, the retry button). The server applies a key once, so sending
 * twice (two tabs, an answer lost on the way) stores the marks once. The conflicts a sync met are
 * kept too, per register, until the teacher has read them.
 */

/** The body of `PUT /api/attendances/register`. */
export interface RegisterSave {
  classId?: number;
  batch?: number;
  date: string;
  scheduleId: number;
  marks: RegisterMark[];
}

/** One register's unsent save. */
export interface OutboxEntry {
  /** The register: `registerId(userId, scheduleId)`; a later save of it replaces this one. */
  id: string;
  /** The `Idempotency-Key` the save is sent with, every time. */
  key: string;
  userId: string;
  /** The active school and season when it was saved: sent as they were, whatever is active later. */
  schoolId: number | null;
  seasonId: number | null;
  body: RegisterSave;
  savedAt: string;
  /** The server's refusal of the last send (a 403 or 422), in the user's language; kept, never dropped silently. */
  refused?: string;
}

/** The rows a sync kept because someone else had changed them: shown on the register until dismissed. */
export interface ConflictNote {
  id: string;
  body: Omit<RegisterSave, 'marks'>;
  conflicts: RegisterConflict[];
}

/** What sending one entry needs: the network call, with the entry's key and tenancy. */
export type Send = (entry: OutboxEntry) => Promise<{ conflicts?: RegisterConflict[] }>;

export interface Outbox {
  entries: KeyedStore<OutboxEntry>;
  notes: KeyedStore<ConflictNote>;
}

export const registerId = (userId: string, scheduleId: number): string => `${userId}:${scheduleId}`;

/** A save that failed for lack of network, not by the server's answer: it is kept and sent later. */
export const isOffline = (error: unknown): boolean => {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
};

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `register-${crypto.randomUUID()}`
    : `register-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const listeners = new Set<() => void>();
/** Screens showing the outbox re-read it when it changes. */
export const onOutboxChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps a save for later. A register already waiting is merged: the newer marks win, but each
 * student keeps the `from` of the first save (what the phone read from the server), and the merged
 * save gets a new key (its body is another request).
 */
export const enqueue = async (
  outbox: Outbox,
  save: { userId: string; schoolId: number | null; seasonId: number | null; body: RegisterSave },
  now = new Date(),
): Promise<OutboxEntry> => {
  const id = registerId(save.userId, save.body.scheduleId);
  const waiting = await outbox.entries.get(id);
  const earlier = new Map((waiting?.body.marks ?? []).map((mark) => [mark.student, mark]));
  const marks = save.body.marks.map((mark) => {
    const first = earlier.get(mark.student);
    return first && first.from !== undefined ? { ...mark, from: first.from } : mark;
  });
  const entry: OutboxEntry = {
    id,
    key: newKey(),
    userId: save.userId,
    schoolId: save.schoolId,
    seasonId: save.seasonId,
    body: { ...save.body, marks },
    savedAt: now.toISOString(),
  };
  await outbox.entries.put(entry);
  changed();
  return entry;
};

/** Records what a sent save answered: its conflicts to show, or none left. */
export const noteAnswer = async (
  outbox: Outbox,
  id: string,
  body: RegisterSave,
  conflicts: RegisterConflict[] | undefined,
): Promise<void> => {
  // The register it was, without the marks: "Apply mine" sends only the conflicted students'.
  const rest = { classId: body.classId, batch: body.batch, date: body.date, scheduleId: body.scheduleId };
  if (conflicts && conflicts.length > 0) await outbox.notes.put({ id, body: rest, conflicts });
  else await outbox.notes.remove(id);
  changed();
};

/**
 * Drops a waiting save the teacher gives up (one the school refused: sent again, it would be
 * refused again); the register then shows what the school holds.
 */
export const discardSave = async (outbox: Outbox, id: string): Promise<void> => {
  await outbox.entries.remove(id);
  changed();
};

export const dismissConflicts = async (outbox: Outbox, id: string): Promise<void> => {
  await outbox.notes.remove(id);
  changed();
};

/** What a flush did: sent (removed), kept for lack of network, or refused by the server. */
export interface FlushReport {
  sent: number;
  kept: number;
  refused: number;
}

let running: Promise<FlushReport> | null = null;

/**
 * Sends the signed-in user's waiting saves, one by one, each with its own key. Sent: removed, and
 * its conflicts noted. No network: kept, and the rest wait too. Refused by the server (the day is
 * closed, a student left the class): kept with the reason, for the teacher to read. One flush at a
 * time: `online`, the start and the button arriving together send each save once.
 */
export const flushOutbox = (outbox: Outbox, userId: string, send: Send): Promise<FlushReport> => {
  running ??= (async () => {
    const report: FlushReport = { sent: 0, kept: 0, refused: 0 };
    const entries = (await outbox.entries.all())
      .filter((entry) => entry.userId === userId)
      .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
    let offline = false;
    for (const entry of entries) {
      if (offline) {
        report.kept += 1;
        continue;
      }
      try {
        const answer = await send(entry);
        // Only if it is still the same save: a newer one made meanwhile waits for the next flush.
        if ((await outbox.entries.get(entry.id))?.key === entry.key) await outbox.entries.remove(entry.id);
        await noteAnswer(outbox, entry.id, entry.body, answer.conflicts);
        report.sent += 1;
      } catch (error) {
        if (isOffline(error) || (error instanceof ApiError && (error.status === 401 || error.status === 409))) {
          offline = isOffline(error);
          report.kept += 1;
        } else {
          await outbox.entries.put({ ...entry, refused: error instanceof Error ? error.message : String(error) });
          report.refused += 1;
        }
      }
    }
    changed();
    return report;
  })().finally(() => {
    running = null;
  });
  return running;
};

let shared: Outbox | null = null;
/** The browser's outbox (IndexedDB). */
export const browserOutbox = (): Outbox => {
  shared ??= { entries: storeOf<OutboxEntry>(OUTBOX_STORE), notes: storeOf<ConflictNote>(CONFLICT_STORE) };
  return shared;
};
