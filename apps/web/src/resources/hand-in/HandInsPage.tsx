import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useHandInAssignments, useHandIns, type HandInAssignment, type HandInRow } from '../../api/hand-in.ts';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatDateTime } from '../../i18n/format.ts';
import { nameIn } from '../generic/name-in.ts';
import { handInState, handInStateText, stateColour } from './hand-in-state.ts';
import { ScoreDialog } from './ScoreDialog.tsx';

/** An assignment as the picker names it: title, class, course in the reader's language, due date. */
const assignmentName = (assignment: HandInAssignment, language: ReturnType<typeof useSession>['language']) =>
  [
    nameIn('assignments', assignment.title, language),
    assignment.refNames?.class,
    assignment.refNames?.course ? nameIn('courses', assignment.refNames.course, language) : undefined,
    assignment.dueDate ? formatDate(assignment.dueDate, language) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The teacher's hand-ins (`/hand-ins`, issue 31): one assignment of their classes (staff: of the
 * school), every student of its class handed in, late or missing, each opened to read the work
 * and give the score and comment.
 */
export const HandInsPage = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const given = useHandInAssignments();
  const [chosenId, setChosenId] = useState<number | ''>('');
  // The student opened, not their row: the row is read afresh once a score is saved (then PATCHed).
  const [openStudent, setOpenStudent] = useState<number | null>(null);
  const chosen = given.data?.find((row) => row.id === chosenId);
  const rows = useHandIns(chosen);
  const open: HandInRow | undefined = rows.data?.find((row) => row.student === openStudent);
  return (
    <>
      <PageHeader title={t('menu.hand_ins')} />
      {given.isError && <Alert severity="error">{errorMessage(given.error, t('app.an_error_occurred'))}</Alert>}
      <TextField
        select
        size="small"
        label={t('ui.hand_in.choose_assignment')}
        value={chosenId}
        onChange={(event) => setChosenId(Number(event.target.value))}
        sx={{ minWidth: 280, maxWidth: '100%', mb: 2 }}
      >
        {(given.data ?? []).map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {assignmentName(row, language)}
          </MenuItem>
        ))}
      </TextField>
      {!chosen && <Alert severity="info">{t('ui.hand_in.pick_assignment')}</Alert>}
      {(given.isLoading || rows.isLoading) && <PageSpinner />}
      {rows.isError && <Alert severity="error">{errorMessage(rows.error, t('app.an_error_occurred'))}</Alert>}
      {chosen && rows.data?.length === 0 && <Alert severity="info">{t('ui.hand_in.no_students')}</Alert>}
      {chosen && rows.data && rows.data.length > 0 && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ui.hand_in.student')}</TableCell>
                <TableCell>{t('ui.hand_in.state')}</TableCell>
                <TableCell>{t('ui.hand_in.score', { max: chosen.maxPoints })}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((row) => (
                <TableRow key={row.student}>
                  <TableCell>
                    <bdi>{row.name}</bdi>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={stateColour(handInState(row.submission))}
                      label={handInStateText(t, row.submission, (value) => formatDateTime(value, language))}
                    />
                  </TableCell>
                  <TableCell>{row.score?.points ?? ''}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpenStudent(row.student)}>
                      {t('ui.hand_in.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {chosen && open && <ScoreDialog assignment={chosen} row={open} onClose={() => setOpenStudent(null)} />}
    </>
  );
};
