import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGradebook } from '../../api/gradebook-grid.ts';
import { ARROWS, cellText, moveFocus, parseClipboard, type StatusCodes } from './cell-values.ts';
import { ColumnHeader } from './ColumnHeader.tsx';
import { GradeDialog } from './GradeDialog.tsx';
import { GridRow } from './GridRow.tsx';
import { gridSx } from './grid-styles.ts';
import { useFirstScreen } from './use-first-screen.ts';
import { cellKey, type useGridCells } from './use-grid-cells.ts';

interface Props {
  data: ClassGradebook;
  codes: StatusCodes;
  cells: ReturnType<typeof useGridCells>;
  active: { row: number; col: number };
  onActive: (at: { row: number; col: number }) => void;
  /** Shift+F2 (a spreadsheet's own key for a cell's note): the selected cell's comment, without leaving the cell. */
  onComment: () => void;
}

/** Which cell a DOM event happened in, from its data attributes. */
const cellOf = (target: EventTarget): { row: number; col: number } | undefined => {
  const td = (target as HTMLElement).closest?.('td[data-row]');
  if (!(td instanceof HTMLElement)) return undefined;
  return { row: Number(td.dataset.row), col: Number(td.dataset.col) };
};

/**
 * The grid (WAI-ARIA grid pattern): rows of students, a column per assignment, the course grade
 * last. One cell is in the tab order (roving tabindex); arrows move (mirrored right to left),
 * typing starts editing, Enter commits and goes down, Tab and Shift+Tab across, Escape cancels,
 * Delete clears, and a block pasted from a spreadsheet fills from the focused cell.
 */
export const GradeGrid = ({ data, codes, cells, active, onActive, onComment }: Props) => {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const table = useRef<HTMLTableElement>(null);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const editing = useRef(false);
  const size = { rows: data.students.length, cols: data.assignments.length };
  // A large class's first screen is painted before the rest of its cells are rendered.
  const { drawn, drawAll } = useFirstScreen(size);
  const hiddenCols = size.cols - drawn.cols;
  const gradeOf = useMemo(() => new Map(data.grades.map((grade) => [grade.student, grade])), [data.grades]);
  // The student whose course grade is open in the dialog.
  const [opened, setOpened] = useState<number | null>(null);
  const onOpenGrade = useCallback((student: number) => setOpened(student), []);
  const openedStudent = data.students.find((student) => student.id === opened);

  const textAt = (row: number, col: number) => {
    const key = cellKey(data.students[row]?.id ?? 0, data.assignments[col]?.id ?? 0);
    return cells.cells[key]?.text ?? cellText(cells.stored.get(key), codes);
  };
  // An exam's column holds the exam's results: typed in the exam's score grid or optic import only.
  const fromExam = (col: number) => (data.assignments[col]?.exam ?? null) !== null;
  const commitAt = (row: number, col: number, text: string) => {
    const student = data.students[row];
    const assignment = data.assignments[col];
    if (student && assignment && assignment.exam === null) cells.commit(student.id, assignment.id, text);
  };
  // Focus follows a move made from the keyboard, in the same commit (a layout effect, not a frame
  // later), so the next key of a fast typist already lands in the new cell: no keystroke is lost.
  const wantFocus = useRef(false);
  useLayoutEffect(() => {
    if (!wantFocus.current || editing.current) return;
    wantFocus.current = false;
    table.current?.querySelector<HTMLElement>(`td[data-row="${active.row}"][data-col="${active.col}"]`)?.focus();
  }, [active, draft]);

  const startEdit = (col: number, value: string) => {
    if (fromExam(col)) return;
    editing.current = true;
    setDraft(value);
  };
  const stopEdit = (save: boolean) => {
    if (!editing.current) return;
    editing.current = false;
    if (save && draft !== undefined) commitAt(active.row, active.col, draft);
    setDraft(undefined);
  };
  const go = (to: { row: number; col: number }) => {
    // Focus goes to a cell in the same commit: one not drawn yet is drawn with the rest now.
    if (to.row >= drawn.rows || to.col >= drawn.cols) drawAll();
    wantFocus.current = true;
    onActive(to);
  };
  // Stable for the memoised cells: the latest stopEdit, through a ref.
  const stopRef = useRef(stopEdit);
  stopRef.current = stopEdit;
  const onBlurEdit = useCallback(() => stopRef.current(true), []);
  const across = (back: boolean) => ({
    row: active.row,
    col: Math.min(size.cols - 1, Math.max(0, active.col + (back ? -1 : 1))),
  });

  const onEditKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEdit(false);
      go(active);
    } else if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      stopEdit(true);
      go(moveFocus(active, event.key === 'ArrowUp' ? 'up' : 'down', size, rtl));
    } else if (event.key === 'Tab') {
      event.preventDefault();
      stopEdit(true);
      go(across(event.shiftKey));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing.current) return onEditKey(event);
    if (!cellOf(event.target)) return;
    const move = ARROWS[event.key];
    if (move) {
      event.preventDefault();
      go(moveFocus(active, move, size, rtl));
    } else if (event.key === 'Tab') {
      const to = across(event.shiftKey);
      // At the grid's edge Tab leaves the grid, as a keyboard user expects.
      if (to.col === active.col) return;
      event.preventDefault();
      go(to);
    } else if (event.key === 'F2' && event.shiftKey) {
      // The toolbar's Comment is above the grid, and reaching it by Shift+Tab would move the
      // selected cell on the way: the comment opens from the cell itself.
      event.preventDefault();
      if (textAt(active.row, active.col) !== '' && !fromExam(active.col)) onComment();
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(active.col, textAt(active.row, active.col));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      commitAt(active.row, active.col, '');
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(active.col, event.key);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    if (!editing.current && !cellOf(event.target)) return;
    const text = event.clipboardData.getData('text/plain');
    // One value typed into the open input is pasted as text; a block fills the grid.
    if (editing.current && !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    if (editing.current) stopEdit(false);
    parseClipboard(text).forEach((line, r) =>
      line.forEach((value, c) => {
        if (active.row + r < size.rows && active.col + c < size.cols) commitAt(active.row + r, active.col + c, value);
      }),
    );
  };
  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const at = cellOf(event.target);
    if (!at || (editing.current && at.row === active.row && at.col === active.col)) return;
    if (editing.current) stopEdit(true);
    onActive(at);
    if (event.detail === 2) startEdit(at.col, textAt(at.row, at.col));
  };

  const gridLabel = t('ui.gradebook_grid.grid_label', { class: data.class.title, course: data.course.title });
  return (
    <Box sx={gridSx}>
      <table
        ref={table}
        role="grid"
        aria-label={gridLabel}
        aria-rowcount={size.rows + 1}
        aria-colcount={size.cols + 2}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onClick={onClick}
      >
        <thead>
          <tr>
            <th scope="col" role="columnheader">
              {t('ui.gradebook_grid.student')}
            </th>
            {data.assignments.slice(0, drawn.cols).map((assignment) => (
              <ColumnHeader key={assignment.id} assignment={assignment} />
            ))}
            {hiddenCols > 0 ? (
              <th role="presentation" colSpan={hiddenCols + 1} />
            ) : (
              <th scope="col" role="columnheader">
                {t('ui.gradebook_grid.course_grade')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {data.students.slice(0, drawn.rows).map((student, row) => (
            <GridRow
              key={student.id}
              row={row}
              student={student}
              assignments={data.assignments}
              drawnCols={drawn.cols}
              stored={cells.stored}
              local={cells.cells}
              grade={gradeOf.get(student.id)}
              activeCol={active.row === row ? active.col : -1}
              draft={active.row === row ? draft : undefined}
              codes={codes}
              onDraft={setDraft}
              onBlurEdit={onBlurEdit}
              onOpenGrade={onOpenGrade}
            />
          ))}
        </tbody>
      </table>
      {openedStudent && (
        <GradeDialog
          target={{ student: openedStudent.id, classId: data.class.id, course: data.course.id }}
          studentName={`${openedStudent.name} ${openedStudent.lastName}`}
          data={data}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
};
