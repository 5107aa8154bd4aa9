import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { disciplineIncidents } from '@kampus/contract/resources';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { useStudentDiscipline, type StudentDiscipline } from '../../api/discipline.ts';
import type { StudentSectionProps } from '../../app/screens.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

type Entry = StudentDiscipline['entries'][number];

/** One line of the timeline: an incident (the student's own part in it) or a behaviour note. */
const EntryLine = ({ entry, opens }: { entry: Entry; opens: boolean }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(entry.date.slice(0, 10), language);
  if (entry.kind === 'behaviour_note')
    return (
      <ListItem divider sx={{ display: 'block' }} data-testid="discipline-entry">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {date}
          </Typography>
          <Chip size="small" variant="outlined" label={t('ui.discipline.behaviour_note')} />
          <Chip size="small" label={t(`ui.values.${entry.behaviourType}`)} />
          <Typography sx={{ fontWeight: 500 }}>{entry.title}</Typography>
        </Stack>
        {entry.description && <Typography variant="body2">{entry.description}</Typography>}
      </ListItem>
    );
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="discipline-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {date}
        </Typography>
        <Chip size="small" color="warning" variant="outlined" label={t(`ui.values.${entry.code.severity}`)} />
        {opens ? (
          <Typography
            component={RouterLink}
            to={`/discipline/incidents/${entry.id}`}
            sx={{ fontWeight: 500, color: 'inherit' }}
          >
            {entry.code.title}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 500 }}>{entry.code.title}</Typography>
        )}
        <Chip size="small" label={`${t('ui.discipline.role')}: ${t(`ui.values.${entry.role}`)}`} />
        <Typography variant="body2">{t('ui.discipline.points_total', { points: entry.points })}</Typography>
        <Chip size="small" variant="outlined" label={t(`ui.values.${entry.status}`)} />
      </Stack>
      {entry.place && (
        <Typography variant="body2" color="text.secondary">
          {t('fields.place')}: {entry.place}
        </Typography>
      )}
      <Typography variant="body2" color={entry.description ? 'text.primary' : 'text.secondary'}>
        {entry.description ?? t('ui.discipline.description_hidden')}
      </Typography>
      {entry.actions.map((action) => (
        <Typography key={action.id} variant="body2" sx={{ pl: 2 }}>
          {t(`ui.values.${action.actionKind}`)}
          {action.startDate
            ? ` · ${
                action.endDate && action.endDate !== action.startDate
                  ? t('ui.discipline.period', {
                      from: formatDate(action.startDate, language),
                      to: formatDate(action.endDate, language),
                    })
                  : formatDate(action.startDate, language)
              }`
            : ''}{' '}
          · {t(`ui.values.${action.status}`)}
        </Typography>
      ))}
    </ListItem>
  );
};

/**
 * The profile's discipline tab: the student's points per season and their timeline, incidents
 * (their own part only: never another student) and behaviour notes, newest first. The family
 * reads it too; staff open an incident from it.
 */
export const StudentDisciplineSection = ({ student, title, crumbs }: StudentSectionProps) => {
  const { t } = useTranslation();
  const timeline = useStudentDiscipline(student.id);
  const opens = useAccess(disciplineIncidents).may('read');
  if (timeline.isLoading) return <PageSpinner />;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {timeline.isError && <Alert severity="error">{errorMessage(timeline.error, t('app.an_error_occurred'))}</Alert>}
      {timeline.data && (
        <Stack spacing={2}>
          <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="discipline-points">
            <Typography id="discipline-points" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('ui.discipline.points_title')}
            </Typography>
            {timeline.data.points.length === 0 ? (
              <Typography variant="body2">{t('ui.discipline.points_total', { points: 0 })}</Typography>
            ) : (
              timeline.data.points.map((season) => (
                <Typography key={season.season} variant="body2" data-testid="discipline-points">
                  {season.title}: {t('ui.discipline.points_total', { points: season.points })}
                </Typography>
              ))
            )}
          </Paper>
          <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="discipline-timeline">
            <Typography id="discipline-timeline" variant="h6" component="h2">
              {t('ui.discipline.timeline_title')}
            </Typography>
            {timeline.data.entries.length === 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('ui.discipline.timeline_empty')}
              </Typography>
            ) : (
              <List>
                {timeline.data.entries.map((entry) => (
                  <EntryLine key={`${entry.kind}-${entry.id}`} entry={entry} opens={opens} />
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
};
