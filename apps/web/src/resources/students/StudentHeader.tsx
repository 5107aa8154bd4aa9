import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { nameIn } from '../generic/name-in.ts';
import { StudentPhoto } from './StudentPhoto.tsx';

/** The profile's head: who the student is, their number, grade level and whether they are active. */
export const StudentHeader = ({ student }: { student: ApiRecord }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const grade = student.refNames?.gradeLevel;
  const active = student.isActive === true || student.isActive === '1';
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StudentPhoto student={student} />
        <Stack spacing={0.5}>
          <Typography variant="h5" component="p">
            <bdi>{`${String(student.name ?? '')} ${String(student.lastName ?? '')}`}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {student.studentNumber ? (
              <Typography color="text.secondary">
                {t('fields.studentNumber')}: <bdi>{String(student.studentNumber)}</bdi>
              </Typography>
            ) : null}
            {grade ? <Chip size="small" label={nameIn('grade_levels', grade, language)} /> : null}
            <Chip
              size="small"
              variant="outlined"
              color={active ? 'success' : 'default'}
              label={active ? t('ui.student_profile.active') : t('ui.student_profile.inactive')}
            />
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
};
