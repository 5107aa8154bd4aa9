import { classes, courses, gradeLevels } from '@kampus/contract/resources';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import type { ErrorAt } from './violations.ts';

export interface Placement {
  gradeLevel: string;
  classId: string;
  courseId: string;
  enrollmentDate: string;
}

/**
 * Step 3: the grade level, the class of the season at that level (the student sits in it for
 * every grading term at once), a course of the season at that level, and the enrolment date.
 */
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
  const sections = useAllOf(classes, value.gradeLevel ? { gradeLevel: value.gradeLevel } : {});
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        select
        required
        name="gradeLevel"
        label={t('fields.gradeLevel')}
        value={value.gradeLevel}
        onChange={(event) => onChange({ ...value, gradeLevel: event.target.value, classId: '', courseId: '' })}
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
        name="classId"
        label={t('ui.enrollment.wizard.class')}
        value={value.classId}
        disabled={!value.gradeLevel}
        onChange={(event) => onChange({ ...value, classId: event.target.value })}
        error={errorAt('classId') !== undefined}
        helperText={errorAt('classId') ?? t('ui.enrollment.wizard.class_hint')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('ui.enrollment.wizard.no_class')}</option>
        {(value.gradeLevel ? (sections.data ?? []) : []).map((section) => (
          <option key={section.id} value={section.id} dir="auto">
            {section.title}
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
