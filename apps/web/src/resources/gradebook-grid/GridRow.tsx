import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGradebook, GridAssignment, GridScore } from '../../api/gradebook-grid.ts';
import { cellText, type StatusCodes } from './cell-values.ts';
import { GridCell } from './GridCell.tsx';
import { cellKey, type CellState } from './use-grid-cells.ts';

interface Props {
  row: number;
  student: ClassGradebook['students'][number];
  assignments: readonly GridAssignment[];
  /** How many of the assignments' cells are drawn yet (the grid's first screen, use-first-screen.ts). */
  drawnCols: number;
  stored: ReadonlyMap<string, GridScore>;
  local: Readonly<Record<string, CellState>>;
  grade: ClassGradebook['grades'][number] | undefined;
  /** The active column when the active cell is in this row, else -1. */
  activeCol: number;
  /** The draft of the active cell of this row while it is edited. */
  draft: string | undefined;
  codes: StatusCodes;
  onDraft: (value: string) => void;
  onBlurEdit: () => void;
  /** Opens the student's course grade: how it is reached, and the teacher's grade. */
  onOpenGrade: (student: number) => void;
}

/** The grade that stands as the column shows it ("88.00% · 5"); a band alone when a teacher gave a band. */
const figure = (t: TFunction, grade: { percent: string | null; band: { label: string } | null }): string | null => {
  if (grade.percent === null) return grade.band?.label ?? null;
  return `${t('ui.gradebook_grid.percent', { value: grade.percent })}${grade.band ? ` · ${grade.band.label}` : ''}`;
};

/** The course grade's cell text: the teacher's grade with the computed one beside it, when set. */
const gradeText = (t: TFunction, grade: Props['grade']): string => {
  const stands = grade ? figure(t, grade) : null;
  if (!grade || stands === null) return t('ui.gradebook_grid.no_grade');
  if (!grade.override) return stands;
  const computed = grade.computed ? figure(t, grade.computed) : null;
  return t('ui.gradebook_grid.grade_overridden', { grade: stands, computed: computed ?? '—' });
};

/**
 * A student's row: their name as the row header, a cell per assignment, their course grade.
 * Memoised on what this row shows, so a key typed in one row renders that row alone, not the
 * forty of a class (issue 31's 40 × 60 grid typed at speed).
 */
const Row = (props: Props) => {
  const { row, student, assignments, drawnCols, stored, local, grade, activeCol, draft, codes, ...handlers } = props;
  const { t } = useTranslation();
  const name = `${student.name} ${student.lastName}`;
  const hidden = assignments.length - drawnCols;
  return (
    <tr>
      <th scope="row" role="rowheader">
        {name}
      </th>
      {assignments.slice(0, drawnCols).map((assignment, col) => {
        const key = cellKey(student.id, assignment.id);
        const mine = local[key];
        const isActive = activeCol === col;
        return (
          <GridCell
            key={assignment.id}
            row={row}
            col={col}
            text={mine?.text ?? cellText(stored.get(key), codes)}
            state={mine?.state}
            error={mine?.error}
            hasComment={Boolean(mine ? mine.comment : stored.get(key)?.comment)}
            readOnly={assignment.exam !== null}
            active={isActive}
            draft={isActive ? draft : undefined}
            // Named for the input only: 2,400 translations a render would cost every key.
            label={isActive ? t('ui.gradebook_grid.cell_label', { student: name, assignment: assignment.title }) : ''}
            onDraft={handlers.onDraft}
            onBlurEdit={handlers.onBlurEdit}
          />
        );
      })}
      {hidden > 0 ? (
        <td role="presentation" colSpan={hidden + 1} />
      ) : (
        <td role="gridcell">
          <Button
            size="small"
            aria-haspopup="dialog"
            aria-label={t('ui.gradebook_grid.grade_open', { student: name, grade: gradeText(t, grade) })}
            onClick={() => handlers.onOpenGrade(student.id)}
            sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
          >
            {gradeText(t, grade)}
          </Button>
        </td>
      )}
    </tr>
  );
};

/** Equal when nothing this row shows has changed: its own cells' local states among them. */
const same = (before: Props, after: Props): boolean =>
  before.row === after.row &&
  before.student === after.student &&
  before.assignments === after.assignments &&
  before.drawnCols === after.drawnCols &&
  before.stored === after.stored &&
  before.grade === after.grade &&
  before.activeCol === after.activeCol &&
  before.draft === after.draft &&
  before.codes === after.codes &&
  before.onDraft === after.onDraft &&
  before.onBlurEdit === after.onBlurEdit &&
  before.onOpenGrade === after.onOpenGrade &&
  (before.local === after.local ||
    after.assignments.every((assignment) => {
      const key = cellKey(after.student.id, assignment.id);
      return before.local[key] === after.local[key];
    }));

export const GridRow = memo(Row, same);
