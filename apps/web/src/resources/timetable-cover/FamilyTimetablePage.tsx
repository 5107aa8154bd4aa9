import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCallerKind } from '../../api/impersonation.ts';
import { chooseStudent, useActiveStudentRecord, useChosenStudent, useParentStudents } from '../../api/school-life.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { WeekView } from './WeekView.tsx';
import { useWeekDate } from './use-week-params.ts';

/** The family's timetable: a student's own week, or a parent's child's, chosen as everywhere else. */
export const FamilyTimetablePage = () => {
  const { t } = useTranslation();
  const { audience } = useCallerKind();
  const parent = audience === 'parent';
  const children = useParentStudents(parent);
  const own = useActiveStudentRecord(audience === 'student');
  const chosen = useChosenStudent();
  const [date, setDate] = useWeekDate();
  const list = parent ? (children.data?.students ?? []) : own.data ? [own.data] : [];
  const student = list.find((row) => row.id === chosen) ?? list[0];
  return (
    <>
      <PageHeader title={t('menu.family_timetable')} />
      {parent && list.length > 1 && (
        <Box sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('ui.timetable.student')}
            value={student?.id ?? ''}
            onChange={(event) => chooseStudent(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {list.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {`${row.name} ${row.lastName}`}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {student ? <WeekView choice={{ view: 'student', id: student.id, date }} onDate={setDate} /> : <PageSpinner />}
    </>
  );
};
