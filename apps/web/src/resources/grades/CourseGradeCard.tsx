import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseGrade, CourseGradeCard as Course } from '../../api/grades.ts';
import { useSession } from '../../api/use-session.ts';
import { nameIn } from '../generic/name-in.ts';
import { GradeExplanation } from './GradeExplanation.tsx';
import { gradeFigure, percentText } from './grade-words.ts';

/** "Set by the teacher: 60,00 % · 3 (worked out: 88,00 % · 5), reason: …": the teacher's grade beside the computed one. */
export const OverrideLine = ({
  override,
  computed,
}: {
  override: NonNullable<CourseGrade['explanation']['override']>;
  computed: CourseGrade['explanation']['computed'];
}) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const grade = gradeFigure(t, override, language);
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="grade-override">
      {computed
        ? t('ui.grades.override', { grade, computed: gradeFigure(t, computed, language), reason: override.reason })
        : t('ui.grades.override_alone', { grade, reason: override.reason })}
    </Typography>
  );
};

/** The grade that stands: the percent, the band's label, passed or failed in words. */
const GradeFigures = ({ grade }: { grade: CourseGrade }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  if (grade.percent === null && grade.band === null) return <Typography>{t('ui.grades.note_no_grade')}</Typography>;
  const override = grade.explanation.override;
  const computed = grade.explanation.computed;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {grade.percent !== null && (
          <Typography variant="h4" component="p">
            <bdi>{percentText(t, grade.percent, language)}</bdi>
          </Typography>
        )}
        {grade.band && (
          <Chip
            label={
              <>
                {t('ui.grades.band')} <bdi>{grade.band.label}</bdi>
              </>
            }
          />
        )}
        {grade.passed !== null && (
          // Words, not only a colour: the chip's colour repeats what it says.
          <Chip
            variant="outlined"
            color={grade.passed ? 'success' : 'error'}
            label={grade.passed ? t('ui.grades.passed') : t('ui.grades.failed')}
          />
        )}
      </Box>
      {override && <OverrideLine override={override} computed={computed} />}
    </Box>
  );
};

/** One course of the child's class: its grade and, on demand, how the grade is reached. */
export const CourseGradeCard = ({ course }: { course: Course }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = course.courseName ? nameIn('courses', course.courseName, language) : t('ui.grades.course');
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} data-testid="course-grade">
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
          <bdi>{title}</bdi>
        </Typography>
        {course.grade === null ? (
          <Typography>{t('ui.grades.unavailable')}</Typography>
        ) : (
          <>
            <GradeFigures grade={course.grade} />
            <Button
              sx={{ mt: 1 }}
              aria-expanded={open}
              aria-controls={open ? `${id}-explanation` : undefined}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setOpen(!open)}
            >
              {t('ui.grades.explain')}
            </Button>
            <Collapse in={open} unmountOnExit>
              <GradeExplanation id={`${id}-explanation`} explanation={course.grade.explanation} work={course.work} />
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
};
