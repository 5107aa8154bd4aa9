import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useList } from '../../api/resources.ts';
import type { FormExtraProps } from '../generic/form-extra-props.ts';

/** The most names shown: a disclosure of a whole school lists its first students and says how many. */
const SHOWN = 100;

/**
 * Below a disclosure: the students whose data it sent, by name (the record holds their ids), as
 * the reader reaches them; the count says how many there were in all.
 */
export const DisclosedStudents = ({ record }: FormExtraProps) => {
  const { t } = useTranslation();
  const ids = (Array.isArray(record.studentIds) ? record.studentIds : [])
    .filter((id): id is number => typeof id === 'number')
    .slice(0, SHOWN)
    .map(String);
  const students = useList('students', { page: 1, pageSize: SHOWN, filters: { id: ids } });
  const total = Array.isArray(record.studentIds) ? record.studentIds.length : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="disclosed-students" sx={{ p: 2, mt: 2 }}>
      <Typography id="disclosed-students" variant="subtitle1" component="h2">
        {t('ui.privacy.disclosed_students', { count: total })}
      </Typography>
      {students.isLoading && <Skeleton />}
      {ids.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {(students.data?.items ?? []).map((student) => (
            <li key={String(student.id)}>
              <bdi>{`${String(student.name ?? '')} ${String(student.lastName ?? '')}`.trim()}</bdi>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
};
