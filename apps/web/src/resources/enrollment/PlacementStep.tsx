import { courses, gradeLevels } from '@kampus/contract/resources';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import type { ErrorAt } from './violations.ts';

export interface Placement {
  gradeLevel: string;
  courseId: string;
  enrollmentDate: string;
}

/** Step 3: the grade level, a course of the active season at that level, and the enrolment date. */
export const PlacementStep = ({
  value,
  onChange,
  errorAt,
}: {
  value: Placement;
  onChange: (value: Placement) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const levels = useAllOf(gradeLevels);
  const offered = useAllOf(courses, value.gradeLevel ? { gradeLevel: value.gradeLevel } : {});
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        select
        required
        name="gradeLevel"
        label={t('fields.gradeLevel')}
        value={value.gradeLevel}
        onChange={(event) => onChange({ ...value, gradeLevel: event.target.value, courseId: '' })}
        error={errorAt('gradeLevel') !== undefined}
        helperText={errorAt('gradeLevel')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">—</option>
        {[...(levels.data ?? [])]
          .sort((a, b) => (a.levelOrder ?? 0) - (b.levelOrder ?? 0))
          .map((level) => (
            <option key={level.id} value={level.id}>
              {level.title}
            </option>
          ))}
      </TextField>
      <TextField
        select
        name="courseId"
        label={t('ui.enrollment.wizard.course')}
        value={value.courseId}
        onChange={(event) => onChange({ ...value, courseId: event.target.value })}
        error={errorAt('courseId') !== undefined}
        helperText={errorAt('courseId')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">—</option>
        {(offered.data ?? []).map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </TextField>
      <TextField
        required
        type="date"
        name="enrollmentDate"
        label={t('fields.enrollmentDate')}
        value={value.enrollmentDate}
        onChange={(event) => onChange({ ...value, enrollmentDate: event.target.value })}
        error={errorAt('enrollmentDate') !== undefined}
        helperText={errorAt('enrollmentDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
};
