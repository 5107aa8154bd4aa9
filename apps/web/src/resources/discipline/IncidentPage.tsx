import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INCIDENT_STATUSES,
  disciplineActions,
  disciplineIncidents,
  incidentStudents,
} from '@kampus/contract/resources';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { useIncidentSheet, type IncidentSheet } from '../../api/discipline.ts';
import { useUpdate } from '../../api/resources.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate, formatDateTime } from '../../i18n/format.ts';

type Action = IncidentSheet['students'][number]['actions'][number];

/** An action in words: its kind, its dates, its status. */
const ActionLine = ({ action, staff }: { action: Action; staff: boolean }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const update = useUpdate(disciplineActions);
  const dates =
    action.startDate && action.endDate && action.endDate !== action.startDate
      ? t('ui.discipline.period', {
          from: formatDate(action.startDate, language),
          to: formatDate(action.endDate, language),
        })
      : action.startDate
        ? formatDate(action.startDate, language)
        : '';
  const setStatus = (status: 'done' | 'cancelled') =>
    update.mutate(
      { id: action.id, body: { actionStatus: status } },
      { onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }) },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`ui.values.${action.actionKind}`)}
      </Typography>
      {dates && <Typography variant="body2">{dates}</Typography>}
      <Chip size="small" label={t(`ui.values.${action.status}`)} />
      {action.followUp && (
        <Typography variant="body2" color="text.secondary">
          {action.followUp}
        </Typography>
      )}
      {staff && action.status === 'planned' && (
        <>
          <Button size="small" onClick={() => setStatus('done')} disabled={update.isPending}>
            {t('ui.discipline.mark_done')}
          </Button>
          <Button size="small" onClick={() => setStatus('cancelled')} disabled={update.isPending}>
            {t('ui.discipline.mark_cancelled')}
          </Button>
        </>
      )}
    </Stack>
  );
};

/**
 * The incident page: what happened, under which code, who reported it, and each student
 * involved with their role, points and actions. Staff set the incident's status and mark an
 * action done or cancelled; the teacher who reported it reads it.
 */
export const IncidentPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const params = useParams();
  const id = Number(params.id);
  const sheet = useIncidentSheet(Number.isInteger(id) && id > 0 ? id : undefined);
  const staff = useAccess(disciplineIncidents).may('update');
  // The profile's discipline tab is for those who list students' incidents (staff, the family);
  // the teacher who reported it opens the student's profile (they have no such tab).
  const students = useAccess(incidentStudents);
  const timeline = students.may('list');
  const update = useUpdate(disciplineIncidents);
  const title = t('ui.discipline.incident_page');
  const crumbs = [{ label: t('menu.discipline_incidents'), to: '/discipline/incidents' }, { label: title }];
  if (sheet.isLoading) return <PageSpinner />;
  if (!sheet.data)
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Alert severity="error">{errorMessage(sheet.error, t('app.an_error_occurred'))}</Alert>
      </>
    );
  const incident = sheet.data;
  return (
    <>
      <PageHeader
        title={`${incident.code.code} · ${incident.code.title}`}
        crumbs={crumbs}
        actions={
          staff ? (
            <Button component={RouterLink} to={`/r/discipline_incidents/${incident.id}`}>
              {t('ui.discipline.edit_incident')}
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }} aria-labelledby="incident-card">
        <Typography id="incident-card" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('ui.discipline.incident_card')}
        </Typography>
        <Stack spacing={1}>
          <Typography variant="body2">
            {t('fields.occurredAt')}: {formatDateTime(incident.occurredAt, language)}
          </Typography>
          {incident.place && (
            <Typography variant="body2">
              {t('fields.place')}: {incident.place}
            </Typography>
          )}
          <Typography variant="body2">
            {t('fields.severity')}: {t(`ui.values.${incident.code.severity}`)}
          </Typography>
          <Typography variant="body2">
            {t('fields.reportedBy')}: {incident.reportedBy ?? t('ui.discipline.unknown_reporter')}
          </Typography>
          {incident.description && (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
              {incident.description}
            </Typography>
          )}
          {incident.descriptionInternal && (
            <Typography variant="body2" color="text.secondary">
              {t('fields.descriptionInternal')}
            </Typography>
          )}
          {staff ? (
            <TextField
              select
              name="status"
              label={t('ui.discipline.set_status')}
              value={incident.status}
              onChange={(event) =>
                update.mutate(
                  {
                    id: incident.id,
                    body: { incidentStatus: INCIDENT_STATUSES.find((s) => s === event.target.value) },
                  },
                  {
                    onError: (error) =>
                      notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                  },
                )
              }
              sx={{ maxWidth: 280 }}
            >
              {INCIDENT_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`ui.values.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Chip label={t(`ui.values.${incident.status}`)} sx={{ alignSelf: 'flex-start' }} />
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="students-card">
        <Typography id="students-card" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('ui.discipline.students_card')}
        </Typography>
        <Stack spacing={2}>
          {incident.students.map((part) => (
            <Stack key={part.id} spacing={1} data-testid="incident-student">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                {students.known ? (
                  <Typography
                    component={RouterLink}
                    to={timeline ? `/student/${part.studentId}/discipline` : `/student/${part.studentId}`}
                    sx={{ fontWeight: 600, color: 'inherit' }}
                  >
                    {part.name}
                  </Typography>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{part.name}</Typography>
                )}
                <Chip size="small" label={t(`ui.values.${part.role}`)} />
                <Typography variant="body2">{t('ui.discipline.points_total', { points: part.points })}</Typography>
                {part.parentsNotifiedAt && (
                  <Typography variant="body2" color="text.secondary">
                    {t('fields.parentsNotifiedAt')}: {formatDateTime(part.parentsNotifiedAt, language)}
                  </Typography>
                )}
              </Stack>
              {part.actions.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ pl: 2 }}>
                  {t('ui.discipline.no_actions')}
                </Typography>
              ) : (
                <Stack spacing={1} sx={{ pl: 2 }}>
                  {part.actions.map((action) => (
                    <ActionLine key={action.id} action={action} staff={staff} />
                  ))}
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </>
  );
};
