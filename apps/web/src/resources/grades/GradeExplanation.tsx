import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type {
  AssignmentRecord,
  GradeCategory,
  GradeExplanation as Explanation,
  GradeScoreLine,
} from '../../api/grades.ts';
import { useSession } from '../../api/use-session.ts';
import { nameIn } from '../generic/name-in.ts';
import { categoryName, formatDecimal, noteText, percentText, scoreLineText } from './grade-words.ts';

/** The work the explanation names, by assignment id: its title is all it reads (the grid's list will do). */
type Work = ReadonlyMap<number, Pick<AssignmentRecord, 'title'>>;

interface WorkProps {
  line: GradeScoreLine;
  work: Work;
}

/** One piece of work: its title, its points out of its maximum, and what became of it, in words. */
const WorkLine = ({ line, work }: WorkProps) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const assignment = work.get(Number(line.id));
  const possible = formatDecimal(line.possible, language);
  const { points, fate } = scoreLineText(t, line, possible, (value) => formatDecimal(value, language));
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography>
        <bdi>{assignment ? nameIn('assignments', assignment.title, language) : '—'}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{points}</bdi> · {fate}
        {line.latePenalty && line.latePenalty.daysLate > 0 && (
          <>
            {' · '}
            {t('ui.grades.late', {
              days: line.latePenalty.daysLate,
              points: formatDecimal(line.latePenalty.points, language),
            })}
          </>
        )}
      </Typography>
    </Box>
  );
};

/** The words under a category's title: its weight, the weight it carries once shared out, its percent. */
const CategoryFigures = ({ category }: { category: GradeCategory }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const parts = [t('ui.grades.weight', { weight: percentText(t, String(category.weight), language) })];
  if (category.appliedWeight !== null && Number(category.appliedWeight) !== category.weight)
    parts.push(t('ui.grades.applied_weight', { weight: percentText(t, category.appliedWeight, language) }));
  parts.push(
    category.percent === null
      ? t('ui.grades.nothing_counted')
      : t('ui.grades.category_percent', { percent: percentText(t, category.percent, language) }),
  );
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
};

interface ExplanationProps {
  explanation: Explanation;
  work: Work;
  id: string;
}

/**
 * How a course grade is reached (docs/gradebook.md, "The arithmetic"): each category with its
 * weight and percent and the fate of each piece of released work in it, then the notes.
 */
export const GradeExplanation = ({ explanation, work, id }: ExplanationProps) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const weighted = explanation.method === 'weighted_categories';
  return (
    <Stack id={id} spacing={2} sx={{ mt: 1 }}>
      {!weighted && <Typography variant="body2">{t('ui.grades.total_points')}</Typography>}
      {explanation.categories.map((category) => (
        <Box key={category.key}>
          <Typography variant="subtitle1" component="h3">
            <bdi>{categoryName(category.title, language)}</bdi>
          </Typography>
          <CategoryFigures category={category} />
          <Box component="ul" sx={{ m: 0, ps: 2 }}>
            {category.scores.map((line) => (
              <WorkLine key={String(line.id)} line={line} work={work} />
            ))}
          </Box>
        </Box>
      ))}
      {explanation.uncategorised.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {t('ui.grades.uncategorised')}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 2 }}>
            {explanation.uncategorised.map((line) => (
              <WorkLine key={String(line.id)} line={line} work={work} />
            ))}
          </Box>
        </Box>
      )}
      {explanation.notes.map((note, index) => (
        // A note of its kind may come once per category (drop_kept_one).
        <Typography key={`${note.code}-${index}`} variant="body2">
          {noteText(t, note, explanation.categories, language)}
        </Typography>
      ))}
    </Stack>
  );
};
