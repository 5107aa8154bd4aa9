import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DISCIPLINE_ACTION_KINDS,
  INCIDENT_ROLES,
  disciplineActions,
  disciplineCodes,
} from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateInput } from '../../components/dates/LazyDateInput.tsx';
import { useNavigate } from 'react-router';
import { useAccess } from '../../api/access.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useRecordIncident } from '../../api/discipline.ts';
import { useList } from '../../api/resources.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RefAutocomplete } from '../generic/RefAutocomplete.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';
import { incidentBody, type ActionDraft, type IncidentDraft, type StudentDraft } from './incident-form-state.ts';

let nextKey = 1;
const newStudent = (): StudentDraft => ({
  key: nextKey++,
  studentId: null,
  role: 'instigator',
  points: '',
  notifyParents: false,
  actions: [],
});
const newAction = (): ActionDraft => ({ actionKind: 'warning', startDate: '', endDate: '', followUp: '' });

/**
 * One screen for a whole incident: what happened, then each student with their role and (for
 * staff) points, the parents' notice and first actions, saved in one call with one
 * Idempotency-Key per form. A teacher's "Report an incident" is the same form without what only
 * staff decide. A refusal shows under the field it names (`students[0].actions[0].endDate`).
 */
export const RecordIncidentPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const record = useRecordIncident();
  const decides = useAccess(disciplineActions).may('create');
  const codes = useList(disciplineCodes, { page: 1, pageSize: 100, order: { field: 'code', direction: 'asc' } });
  const [key] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<IncidentDraft>(() => ({
    code: null,
    // Empty until changed: the school's own clock fills it (below), once the school is loaded.
    occurredAt: '',
    place: '',
    description: '',
    descriptionInternal: false,
    students: [newStudent()],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Now on the school's clock, not the browser's (Istanbul is three hours ahead of a UTC laptop).
  const clock = useSchoolClock();
  const occurredAt = draft.occurredAt || `${clock.date}T${clock.time.slice(0, 5)}`;
  const title = t(decides ? 'ui.discipline.new_title' : 'ui.discipline.report_title');

  const setStudent = (index: number, change: Partial<StudentDraft>) =>
    setDraft({
      ...draft,
      students: draft.students.map((part, at) => (at === index ? { ...part, ...change } : part)),
    });
  const setAction = (index: number, step: number, change: Partial<ActionDraft>) =>
    setStudent(index, {
      actions: (draft.students[index]?.actions ?? []).map((action, at) =>
        at === step ? { ...action, ...change } : action,
      ),
    });
  const fieldError = (path: string) => ({ error: errors[path] !== undefined, helperText: errors[path] });

  const submit = () => {
    setErrors({});
    record.mutate(
      { key, body: incidentBody({ ...draft, occurredAt }, decides) },
      {
        onSuccess: (answer) => {
          notify({ message: { key: 'ui.discipline.saved' }, variant: 'success' });
          if (answer.notified > 0)
            notify({
              message: { key: 'ui.discipline.parents_notified', values: { count: answer.notified } },
              variant: 'info',
            });
          void navigate(`/discipline/incidents/${answer.id}`);
        },
        onError: (error) => {
          const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
          if (violations.length > 0) setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
          else notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('menu.discipline_incidents'), to: '/discipline/incidents' }, { label: title }]}
      />
      {!decides && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('ui.discipline.report_intro')}
        </Typography>
      )}
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }} aria-labelledby="incident-card">
        <Typography id="incident-card" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('ui.discipline.incident_card')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            name="code"
            label={t('fields.code')}
            required
            value={draft.code ?? ''}
            onChange={(event) => setDraft({ ...draft, code: Number(event.target.value) })}
            {...fieldError('code')}
          >
            {(codes.data?.items ?? [])
              .filter((code) => code.isActive !== false)
              .map((code) => (
                <MenuItem key={code.id} value={code.id}>
                  {code.code} · {code.title}
                </MenuItem>
              ))}
          </TextField>
          {/* The interface's order of day, month and year, not the browser's (12/07/2026 in Turkish). */}
          <LazyDateInput
            kind="dateTime"
            name="occurredAt"
            label={t('fields.occurredAt')}
            required
            value={occurredAt}
            onChange={(value) => setDraft({ ...draft, occurredAt: value })}
            {...fieldError('occurredAt')}
          />
          <TextField
            name="place"
            label={t('fields.place')}
            value={draft.place}
            onChange={(event) => setDraft({ ...draft, place: event.target.value })}
            {...fieldError('place')}
          />
          <TextField
            name="description"
            label={t('fields.description')}
            multiline
            minRows={3}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            {...fieldError('description')}
          />
          {decides && (
            <FormControlLabel
              control={
                <Checkbox
                  name="descriptionInternal"
                  checked={draft.descriptionInternal}
                  onChange={(event) => setDraft({ ...draft, descriptionInternal: event.target.checked })}
                />
              }
              label={t('fields.descriptionInternal')}
            />
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }} aria-labelledby="students-card">
        <Typography id="students-card" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('ui.discipline.students_card')}
        </Typography>
        {errors.students && (
          <Typography color="error" variant="body2" sx={{ mb: 1 }}>
            {errors.students}
          </Typography>
        )}
        <Stack spacing={3}>
          {draft.students.map((part, index) => (
            <Stack key={part.key} spacing={2} data-testid={`incident-student-${index}`}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Stack sx={{ flex: 2, minWidth: 0 }}>
                  <RefAutocomplete
                    name={`students[${index}].studentId`}
                    target="students"
                    label={t('ui.discipline.student')}
                    required
                    value={part.studentId}
                    onChange={(studentId) => setStudent(index, { studentId })}
                    {...fieldError(`students[${index}].studentId`)}
                  />
                </Stack>
                <TextField
                  select
                  name={`students[${index}].role`}
                  label={t('ui.discipline.role')}
                  value={part.role}
                  onChange={(event) =>
                    setStudent(index, { role: INCIDENT_ROLES.find((role) => role === event.target.value) ?? part.role })
                  }
                  sx={{ flex: 1 }}
                  {...fieldError(`students[${index}].role`)}
                >
                  {INCIDENT_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`ui.values.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {decides && (
                  <TextField
                    name={`students[${index}].points`}
                    type="number"
                    label={t('fields.points')}
                    placeholder={t('ui.discipline.points_default')}
                    value={part.points}
                    onChange={(event) => setStudent(index, { points: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, max: 1000 } }}
                    sx={{ flex: 1 }}
                    {...fieldError(`students[${index}].points`)}
                  />
                )}
                <IconButton
                  aria-label={t('ui.discipline.remove_student')}
                  disabled={draft.students.length === 1}
                  onClick={() => setDraft({ ...draft, students: draft.students.filter((_, at) => at !== index) })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              {decides && (
                <FormControlLabel
                  control={
                    <Checkbox
                      name={`students[${index}].notifyParents`}
                      checked={part.notifyParents}
                      onChange={(event) => setStudent(index, { notifyParents: event.target.checked })}
                    />
                  }
                  label={t('fields.notifyParents')}
                />
              )}
              {decides &&
                part.actions.map((action, step) => {
                  const at = `students[${index}].actions[${step}]`;
                  return (
                    <Stack
                      key={step}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={2}
                      sx={{ pl: { sm: 4 }, alignItems: { sm: 'flex-start' } }}
                    >
                      <TextField
                        select
                        name={`${at}.actionKind`}
                        label={t('fields.actionKind')}
                        value={action.actionKind}
                        onChange={(event) =>
                          setAction(index, step, {
                            actionKind:
                              DISCIPLINE_ACTION_KINDS.find((kind) => kind === event.target.value) ?? action.actionKind,
                          })
                        }
                        sx={{ flex: 1 }}
                        {...fieldError(`${at}.actionKind`)}
                      >
                        {DISCIPLINE_ACTION_KINDS.map((kind) => (
                          <MenuItem key={kind} value={kind}>
                            {t(`ui.values.${kind}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <LazyDateInput
                        kind="date"
                        name={`${at}.startDate`}
                        label={t('fields.startDate')}
                        value={action.startDate}
                        onChange={(value) => setAction(index, step, { startDate: value })}
                        {...fieldError(`${at}.startDate`)}
                      />
                      <LazyDateInput
                        kind="date"
                        name={`${at}.endDate`}
                        label={t('fields.endDate')}
                        value={action.endDate}
                        onChange={(value) => setAction(index, step, { endDate: value })}
                        {...fieldError(`${at}.endDate`)}
                      />
                      <TextField
                        name={`${at}.followUp`}
                        label={t('fields.followUp')}
                        value={action.followUp}
                        onChange={(event) => setAction(index, step, { followUp: event.target.value })}
                        sx={{ flex: 2 }}
                        {...fieldError(`${at}.followUp`)}
                      />
                      <IconButton
                        aria-label={t('ui.discipline.remove_action')}
                        onClick={() =>
                          setStudent(index, { actions: part.actions.filter((_, position) => position !== step) })
                        }
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  );
                })}
              {decides && (
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setStudent(index, { actions: [...part.actions, newAction()] })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('ui.discipline.add_action')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => setDraft({ ...draft, students: [...draft.students, newStudent()] })}
          sx={{ mt: 2 }}
        >
          {t('ui.discipline.add_student')}
        </Button>
      </Paper>
      <Button variant="contained" onClick={submit} disabled={record.isPending}>
        {t('ui.discipline.save')}
      </Button>
    </>
  );
};
