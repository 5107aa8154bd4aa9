import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useClassGradebook } from '../../api/gradebook-grid.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import type { StatusCodes } from './cell-values.ts';
import { GradeGrid } from './GradeGrid.tsx';
import { GridPickers } from './GridPickers.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { useClassCourseParams } from './use-class-course.ts';
import { useGridCells } from './use-grid-cells.ts';

// Opened on a click: its form reads the assignment's declaration, which the grid's cold open need not load.
const NewAssignmentDialog = lazy(() =>
  import('./NewAssignmentDialog.tsx').then((m) => ({ default: m.NewAssignmentDialog })),
);

/**
 * The teacher's gradebook (`/gradebook`, issue 31; docs/gradebook.md "The grid"): a class and a
 * course (kept in the address, so a reload opens the same grid), then students by assignments,
 * typed like a spreadsheet, each cell saved as it is committed, the course grades last.
 */
export const GradebookGridPage = () => {
  const { t } = useTranslation();
  const { classId, courseId, choose: chooseParams } = useClassCourseParams();
  const grid = useClassGradebook(classId, courseId);
  const codes: StatusCodes = useMemo(
    () => ({ excused: t('ui.gradebook_grid.code_excused'), missing: t('ui.gradebook_grid.code_missing') }),
    [t],
  );
  const cells = useGridCells(grid.data, codes);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [commenting, setCommenting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const choose = (next: { classId: number | undefined; courseId: number | undefined }) => {
    chooseParams(next);
    setActive({ row: 0, col: 0 });
    setAdded('');
  };
  const data = grid.data;
  const empty = data && (data.students.length === 0 || data.assignments.length === 0);
  return (
    <>
      <PageHeader title={t('ui.gradebook_grid.title')} />
      <GridPickers classId={classId} courseId={courseId} onChange={choose} />
      {(classId === undefined || courseId === undefined) && (
        <Alert severity="info">{t('ui.gradebook_grid.pick')}</Alert>
      )}
      {data && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('ui.gradebook_grid.new_button')}
          </Button>
          <Typography variant="body2" role="status" aria-live="polite">
            {added}
          </Typography>
        </Stack>
      )}
      {data && adding && (
        <Suspense fallback={null}>
          <NewAssignmentDialog
            data={data}
            onClose={() => setAdding(false)}
            onCreated={(title) => {
              setAdding(false);
              setAdded(t('ui.gradebook_grid.new_created', { title }));
            }}
          />
        </Suspense>
      )}
      {grid.isLoading && <PageSpinner />}
      {grid.isError && <Alert severity="error">{errorMessage(grid.error, t('app.an_error_occurred'))}</Alert>}
      {data && data.students.length === 0 && <Alert severity="info">{t('ui.gradebook_grid.no_students')}</Alert>}
      {data && data.students.length > 0 && data.assignments.length === 0 && (
        <Alert severity="info">{t('ui.gradebook_grid.no_assignments')}</Alert>
      )}
      {data && !empty && (
        <>
          {data.policy === null && <Alert severity="warning">{t('ui.gradebook_grid.no_policy')}</Alert>}
          <GridToolbar
            data={data}
            codes={codes}
            cells={cells}
            active={active}
            commenting={commenting}
            onCommenting={setCommenting}
          />
          <GradeGrid
            // Another class or course is another grid: its first screen drawn first, no edit carried over.
            key={`${data.class.id}:${data.course.id}`}
            data={data}
            codes={codes}
            cells={cells}
            active={active}
            onActive={setActive}
            onComment={() => setCommenting(true)}
          />
        </>
      )}
    </>
  );
};
