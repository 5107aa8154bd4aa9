import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useRefreshGradebook, useScoreWriter, type ClassGradebook, type GridScore } from '../../api/gradebook-grid.ts';
import { cellText, parseEntry, type StatusCodes } from './cell-values.ts';

/** A cell the teacher has changed here: what they typed and where its save stands. */
export interface CellState {
  text: string;
  comment: string | null;
  state: 'saving' | 'saved' | 'error';
  error?: string;
}

export const cellKey = (student: number, assignment: number) => `${student}:${assignment}`;

/** How long after the last save of a burst the grid (its course grades) is read again. */
const REFRESH_AFTER_MS = 800;

/**
 * The grid's edits: each committed cell is saved on its own (a create, a patch or a delete of its
 * score), one write at a time per cell so a quick second change never races the first, while
 * other cells save alongside. A failed cell keeps what was typed, with the server's message.
 */
export const useGridCells = (data: ClassGradebook | undefined, codes: StatusCodes) => {
  const { t } = useTranslation();
  const write = useScoreWriter();
  const refresh = useRefreshGradebook();
  const [cells, setCells] = useState<Readonly<Record<string, CellState>>>({});
  const ids = useRef(new Map<string, number | null>());
  const queues = useRef(new Map<string, Promise<unknown>>());
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const stored = useMemo(() => {
    const map = new Map<string, GridScore>();
    for (const score of data?.scores ?? []) map.set(cellKey(score.student, score.assignment), score);
    return map;
  }, [data]);

  const commit = useCallback(
    (student: number, assignment: number, text: string, comment?: string | null) => {
      if (!data) return;
      const key = cellKey(student, assignment);
      const note = comment !== undefined ? comment : (cells[key]?.comment ?? stored.get(key)?.comment ?? null);
      const entry = parseEntry(text, codes, note);
      const set = (next: CellState) => setCells((all) => ({ ...all, [key]: next }));
      if (entry === 'invalid') {
        set({ text, comment: note, state: 'error', error: t('ui.gradebook_grid.invalid') });
        return;
      }
      // Shown as it will read back: "12,5" as 12.5, "e" as the excused code.
      const shown = cellText(entry ?? undefined, codes);
      set({ text: shown, comment: note, state: 'saving' });
      pending.current += 1;
      const previous = queues.current.get(key) ?? Promise.resolve();
      const next = previous.then(async () => {
        const known = ids.current.has(key) ? (ids.current.get(key) ?? null) : (stored.get(key)?.id ?? null);
        try {
          ids.current.set(key, await write({ school: data.class.school, assignment, student, scoreId: known }, entry));
          set({ text: shown, comment: note, state: 'saved' });
        } catch (error) {
          set({ text: shown, comment: note, state: 'error', error: errorMessage(error, t('app.an_error_occurred')) });
        } finally {
          pending.current -= 1;
          clearTimeout(timer.current);
          if (pending.current === 0) timer.current = setTimeout(() => void refresh(), REFRESH_AFTER_MS);
        }
      });
      queues.current.set(key, next);
    },
    [cells, codes, data, refresh, stored, t, write],
  );

  return { cells, stored, commit };
};
