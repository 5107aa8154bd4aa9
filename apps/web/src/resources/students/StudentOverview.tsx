import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../api/access.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { displayValue } from '../generic/columns.tsx';
import { fieldLabel } from '../generic/labels.ts';
import { nameIn } from '../generic/name-in.ts';
import { StudentPhoto, StudentPhotoUpload } from './StudentPhoto.tsx';

const students = getResource('students') as Resource;

/** Identity, contact, grade level and enrolment, as the spec's overview lists them. */
const OVERVIEW_FIELDS = [
  'name',
  'lastName',
  'studentNumber',
  'nationalId',
  'gender',
  'birthDate',
  'email',
  'phone',
  'address',
  'gradeLevel',
  'enrollmentDate',
  'isActive',
] as const;

/** The overview tab: the student's record read as a list of labelled values, with Edit for staff. */
export const StudentOverview = ({ student, classTitles }: { student: ApiRecord; classTitles: string[] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const access = useAccess(students);
  const value = (name: string): string => {
    const field = students.fields[name];
    const raw = student[name];
    if (!field) return '';
    if (field.kind === 'ref' || field.kind === 'refId') {
      const label = student.refNames?.[name];
      return label ? nameIn(field.target ?? '', label, language) : '';
    }
    return displayValue(field, raw, language, t);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
          gap: '0.5rem 1.5rem',
          margin: 0,
        }}
      >
        {OVERVIEW_FIELDS.map((name) => (
          <OverviewRow key={name} label={fieldLabel(t, students, name)} value={value(name)} />
        ))}
        <OverviewRow label={t('ui.student_profile.sections.classes')} value={classTitles.join(', ')} />
      </dl>
      {access.may('update', student) && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <StudentPhoto student={student} size={96} />
          <StudentPhotoUpload student={student} />
        </Stack>
      )}
      {access.may('update', student) && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`/student/${student.id}/edit`}
        >
          {t('ui.student_profile.edit')}
        </Button>
      )}
    </Paper>
  );
};

const OverviewRow = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value ? <bdi>{value}</bdi> : <span aria-label={t('ui.student_profile.none')}>—</span>}
      </Typography>
    </>
  );
};
