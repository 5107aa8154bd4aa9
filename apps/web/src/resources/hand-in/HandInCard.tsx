import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandInWork, ScoreRecord } from '../../api/hand-in.ts';
import { useSession } from '../../api/use-session.ts';
import { formatDate, formatDateTime, formatDecimal } from '../../i18n/format.ts';
import { nameIn } from '../generic/name-in.ts';
import { HandInForm } from './HandInForm.tsx';
import { handInState, handInStateText, stateColour } from './hand-in-state.ts';
import { SubmissionFiles } from './SubmissionFiles.tsx';

/** The teacher's mark in words: "9.5 out of 10", excused or not handed in, and the comment. */
const Mark = ({ score, max }: { score: ScoreRecord; max: string }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const result =
    score.scoreStatus === 'excused'
      ? t('ui.hand_in.mark_excused')
      : score.scoreStatus === 'missing'
        ? t('ui.hand_in.mark_missing')
        : t('ui.hand_in.mark_points', {
            points: formatDecimal(score.points ?? '0', language),
            max: formatDecimal(max, language),
          });
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-testid="hand-in-mark">
      <Typography variant="subtitle2" component="h3">
        {t('ui.hand_in.mark_title')}
      </Typography>
      <Typography>{result}</Typography>
      {score.comment && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {t('ui.hand_in.mark_comment', { comment: score.comment })}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * One assignment of the child's class: its title, course (in the reader's language), due date and
 * kind, where the hand-in stands, and the student's form (`student` given) or, for a parent,
 * what was handed in.
 */
export const HandInCard = ({ work, student }: { work: HandInWork; student: number | undefined }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const titleId = useId();
  const { assignment, submission, score } = work;
  const course = assignment.refNames?.course;
  const state = handInState(submission);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" data-testid="hand-in-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          <bdi>{nameIn('assignments', assignment.title, language)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            course ? nameIn('courses', course, language) : null,
            t(`ui.values.${assignment.kind}`),
            assignment.dueDate
              ? t('ui.hand_in.due', { date: formatDate(assignment.dueDate, language) })
              : t('ui.hand_in.no_due'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Chip
          sx={{ my: 1 }}
          size="small"
          color={stateColour(state)}
          label={handInStateText(t, submission, (value) => formatDateTime(value, language))}
        />
        {score && <Mark score={score} max={assignment.maxPoints} />}
        {student !== undefined ? (
          <HandInForm work={work} student={student} />
        ) : (
          submission && (
            <Stack spacing={1}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                {submission.answerText || t('ui.hand_in.no_text')}
              </Typography>
              <SubmissionFiles submission={submission} />
            </Stack>
          )
        )}
      </CardContent>
    </Card>
  );
};
