import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClassGradebook } from '../../api/gradebook-grid.ts';
import { cellText, type StatusCodes } from './cell-values.ts';
import { CommentDialog } from './CommentDialog.tsx';
import { cellKey, type useGridCells } from './use-grid-cells.ts';

interface Props {
  data: ClassGradebook;
  codes: StatusCodes;
  cells: ReturnType<typeof useGridCells>;
  active: { row: number; col: number };
  /** Whether the selected cell's comment is open: the grid opens it too (Shift+F2). */
  commenting: boolean;
  onCommenting: (open: boolean) => void;
}

/**
 * Above the grid: the legend of what a cell takes, the selected cell's menu (excused, missing,
 * a comment) and its save state in words, in a live region so a screen reader hears a refusal.
 */
export const GridToolbar = ({ data, codes, cells, active, commenting, onCommenting: setCommenting }: Props) => {
  const { t } = useTranslation();
  const student = data.students[active.row];
  const assignment = data.assignments[active.col];
  const key = cellKey(student?.id ?? 0, assignment?.id ?? 0);
  const local = cells.cells[key];
  const stored = cells.stored.get(key);
  const text = local?.text ?? cellText(stored, codes);
  const comment = local ? local.comment : (stored?.comment ?? null);
  const set = (value: string, note?: string | null) => {
    if (student && assignment) cells.commit(student.id, assignment.id, value, note);
  };
  const state =
    local?.state === 'error'
      ? t('ui.gradebook_grid.error', { message: local.error ?? '' })
      : local?.state === 'saving'
        ? t('ui.gradebook_grid.saving')
        : local?.state === 'saved'
          ? t('ui.gradebook_grid.saved')
          : '';
  const name = student ? `${student.name} ${student.lastName}` : '';
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Typography variant="body2">
        {t('ui.gradebook_grid.legend', { excused: codes.excused, missing: codes.missing })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => set(codes.excused)}>
          {t('ui.gradebook_grid.mark_excused')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => set(codes.missing)}>
          {t('ui.gradebook_grid.mark_missing')}
        </Button>
        <Button size="small" variant="outlined" disabled={text === ''} onClick={() => setCommenting(true)}>
          {t('ui.gradebook_grid.comment')}
        </Button>
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          color={local?.state === 'error' ? 'error' : 'text.secondary'}
        >
          {state}
        </Typography>
      </Stack>
      {commenting && assignment && text !== '' && (
        <CommentDialog
          title={t('ui.gradebook_grid.comment_title', { student: name, assignment: assignment.title })}
          initial={comment ?? ''}
          onClose={() => setCommenting(false)}
          onSave={(note) => {
            set(text, note);
            setCommenting(false);
          }}
        />
      )}
    </Stack>
  );
};
