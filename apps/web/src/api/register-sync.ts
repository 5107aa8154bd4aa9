import type { RegisterConflict } from '@kampus/contract/action';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from './client.ts';
import {
  browserOutbox,
  discardSave,
  dismissConflicts,
  flushOutbox,
  onOutboxChange,
  registerId,
  type ConflictNote,
  type FlushReport,
  type Outbox,
  type OutboxEntry,
  type Send,
} from './register-outbox.ts';
import { sessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

/** The network half of a flush: the saved body, its own key, and the school and season it was saved in. */
const sendEntry: Send = (entry) =>
  request<{ conflicts?: RegisterConflict[] }>('/api/attendances/register', {
    method: 'PUT',
    body: entry.body,
    headers: {
      'Idempotency-Key': entry.key,
      ...(entry.schoolId === null ? {} : { schoolId: String(entry.schoolId) }),
      ...(entry.seasonId === null ? {} : { seasonId: String(entry.seasonId) }),
    },
  });

/** Sends the outbox and reloads what the registers and lessons read when anything went. */
export const useFlushOutbox = (outbox: Outbox = browserOutbox(), send: Send = sendEntry) => {
  const client = useQueryClient();
  return useCallback(async (): Promise<FlushReport> => {
    const userId = sessionStore.get().userId;
    if (!userId) return { sent: 0, kept: 0, refused: 0 };
    const report = await flushOutbox(outbox, userId, send);
    if (report.sent > 0)
      await Promise.all([
        client.invalidateQueries({ queryKey: ['attendances'] }),
        client.invalidateQueries({ queryKey: ['schedules'] }),
      ]);
    return report;
  }, [client, outbox, send]);
};

/**
 * Sends the waiting saves when the app starts and whenever the browser says the network is back.
 * Mounted once in the signed-in layout for teachers (beside the attendance pop-up).
 */
export const useOutboxSync = (
  options: { outbox?: Outbox; send?: Send; onReport?: (report: FlushReport) => void } = {},
) => {
  const flush = useFlushOutbox(options.outbox, options.send);
  const onReport = useRef(options.onReport);
  onReport.current = options.onReport;
  useEffect(() => {
    const go = () =>
      void flush()
        .then((report) => onReport.current?.(report))
        .catch(() => undefined);
    go();
    window.addEventListener('online', go);
    return () => window.removeEventListener('online', go);
  }, [flush]);
};

/** One register's waiting save and unread conflicts, re-read whenever the outbox changes. */
export const useRegisterOutbox = (scheduleId: number, outbox: Outbox = browserOutbox()) => {
  const { userId } = useSession();
  const id = registerId(userId ?? '', scheduleId);
  const [state, setState] = useState<{ pending?: OutboxEntry; note?: ConflictNote }>({});
  useEffect(() => {
    let live = true;
    const read = () =>
      void Promise.all([outbox.entries.get(id), outbox.notes.get(id)])
        .then(([pending, note]) => {
          if (live) setState({ pending, note });
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [id, outbox]);
  const dismiss = useCallback(() => dismissConflicts(outbox, id), [outbox, id]);
  const discard = useCallback(() => discardSave(outbox, id), [outbox, id]);
  return { ...state, dismiss, discard };
};
