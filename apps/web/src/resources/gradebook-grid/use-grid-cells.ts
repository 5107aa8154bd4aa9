import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  useRefreshGradebook,
  useScoreWriter,
  type CellChange,
  type ClassGradebook,
  type GridScore,
} from '../../api/gradebook-grid.ts';
import { cellText, parseEntry, type StatusCodes } from './cell-values.ts';

/** A cell the teacher has changed here: what they typed and where its save stands. */
export interface CellState {
  text: string;
  comment: string | null;
  state: 'saving' | 'saved' | 'error';
  error?: string;
}

export const cellKey = (student: number, assignment: number) => `${student}:${assignment}`;

/** How long the grid gathers committed cells before it sends them as one save. */
const BURST_MS = 250;
/** How long after the last save of a burst the grid (its course grades) is read again. */
const REFRESH_AFTER_MS = 800;

/** A committed cell waiting to be sent: the change, what the cell shows, and which edit of the cell it is. */
interface Waiting extends CellChange {
  key: string;
  shown: string;
  comment: string | null;
  edit: number;
}

/** `cells[3].points` → 3: which cell of the burst a refusal names. */
const cellIndex = (propertyPath: string): number | undefined => {
  const found = /^cells\[(\d+)\]/.exec(propertyPath);
  return found ? Number(found[1]) : undefined;
};

/**
 * The grid's edits: committed cells are gathered for a moment and sent as one save (one
 * transaction, `useScoreWriter`), one save at a time so a quick second change of a cell goes in
 * the next one and never races the first. A refused save names its refused cells: they keep what
 * was typed, with the server's message, and the others of the burst are sent again without them.
 */
export const useGridCells = (data: ClassGradebook | undefined, codes: StatusCodes) => {
  const { t } = useTranslation();
  const write = useScoreWriter(data?.class.id, data?.course.id);
  const refresh = useRefreshGradebook();
  const [cells, setCells] = useState<Readonly<Record<string, CellState>>>({});
  const waiting = useRef(new Map<string, Waiting>());
  const edits = useRef(new Map<string, number>());
  const sending = useRef(false);
  const burst = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(burst.current);
    },
    [],
  );

  const stored = useMemo(() => {
    const map = new Map<string, GridScore>();
    for (const score of data?.scores ?? []) map.set(cellKey(score.student, score.assignment), score);
    return map;
  }, [data]);

  /** Sets a cell's state, unless the teacher has changed the cell again since this edit. */
  const settle = useCallback((cell: Waiting, next: Omit<CellState, 'text' | 'comment'>) => {
    if (edits.current.get(cell.key) !== cell.edit) return;
    setCells((all) => ({ ...all, [cell.key]: { text: cell.shown, comment: cell.comment, ...next } }));
  }, []);

  const send = useCallback(async (): Promise<void> => {
    if (sending.current || waiting.current.size === 0) return;
    sending.current = true;
    clearTimeout(timer.current);
    const batch = [...waiting.current.values()];
    waiting.current.clear();
    try {
      await write(batch);
      for (const cell of batch) settle(cell, { state: 'saved' });
    } catch (error) {
      const refused = new Map<number, string[]>();
      if (error instanceof ApiError && error.status === 422)
        for (const entry of error.problem.violations ?? []) {
          const index = cellIndex(entry.propertyPath);
          if (index !== undefined) refused.set(index, [...(refused.get(index) ?? []), entry.message]);
        }
      batch.forEach((cell, index) => {
        const messages = refused.get(index);
        if (messages) settle(cell, { state: 'error', error: messages.join(' ') });
        // Not refused itself: sent again, unless the cell changed meanwhile (its newer edit waits).
        else if (refused.size > 0) {
          if (!waiting.current.has(cell.key)) waiting.current.set(cell.key, cell);
        } else settle(cell, { state: 'error', error: errorMessage(error, t('app.an_error_occurred')) });
      });
    } finally {
      sending.current = false;
    }
    if (waiting.current.size > 0) await send();
    else timer.current = setTimeout(() => void refresh(), REFRESH_AFTER_MS);
  }, [refresh, settle, t, write]);

  const commit = useCallback(
    (student: number, assignment: number, text: string, comment?: string | null) => {
      if (!data) return;
      const key = cellKey(student, assignment);
      const note = comment !== undefined ? comment : (cells[key]?.comment ?? stored.get(key)?.comment ?? null);
      const entry = parseEntry(text, codes, note);
      const edit = (edits.current.get(key) ?? 0) + 1;
      edits.current.set(key, edit);
      if (entry === 'invalid') {
        waiting.current.delete(key);
        setCells((all) => ({
          ...all,
          [key]: { text, comment: note, state: 'error', error: t('ui.gradebook_grid.invalid') },
        }));
        return;
      }
      // Shown as it will read back: "12,5" as 12.5, "e" as the excused code.
      const shown = cellText(entry ?? undefined, codes);
      setCells((all) => ({ ...all, [key]: { text: shown, comment: note, state: 'saving' } }));
      waiting.current.set(key, { key, assignment, student, entry, shown, comment: note, edit });
      clearTimeout(burst.current);
      burst.current = setTimeout(() => void send(), BURST_MS);
    },
    [cells, codes, data, send, stored, t],
  );

  return { cells, stored, commit };
};
