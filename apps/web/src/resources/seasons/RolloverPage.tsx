import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RolloverOutcome } from '@kampus/contract/action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { newIntentKey } from '../../api/finance.ts';
import {
  useRolloverPreview,
  useRolloverState,
  useRunRollover,
  useUndoRollover,
  type RolloverChoices,
  type RolloverDone,
} from '../../api/rollover.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RolloverStudents } from './RolloverStudents.tsx';
import { FeesPlan } from './RolloverFees.tsx';
import { OutcomeCounts, RolloverSummary } from './RolloverSummary.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

const STEPS = ['season', 'students', 'options', 'confirm', 'result'] as const;

/** The last rollover, with its undo (offered while the new season has nothing recorded). */
const LastRollover = ({ onUndone }: { onUndone: (season: string) => void }) => {
  const { t, i18n } = useTranslation();
  const state = useRolloverState();
  const undo = useUndoRollover();
  const [key] = useState(newIntentKey);
  const last = state.data?.last;
  if (!last) return null;
  const at = new Date(last.at).toLocaleString(i18n.language);
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={!last.canUndo || undo.isPending}
          onClick={() => undo.mutate(key, { onSuccess: (answer) => onUndone(answer.toSeason.title) })}
        >
          {t('ui.rollover.undo')}
        </Button>
      }
    >
      {t('ui.rollover.last', { season: last.toSeason.title, at })}
      {last.undoRefusal ? <Typography variant="body2">{last.undoRefusal}</Typography> : null}
      {undo.isError ? (
        <Typography variant="body2" color="error">
          {errorMessage(undo.error, t('app.an_error_occurred'))}
        </Typography>
      ) : null}
    </Alert>
  );
};

/**
 * `/config/rollover`: rolls the school over from its running season into the next, one guided
 * command: choose the season, look at each student's outcome (bulk per class), choose what comes
 * along, confirm, see the counts. Every change asks the server's preview again, so what the
 * wizard shows is what the run will do. The last rollover can be undone from the top.
 */
export const RolloverPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const state = useRolloverState();
  const preview = useRolloverPreview();
  const run = useRunRollover();
  const [step, setStep] = useState(0);
  const [toSeason, setToSeason] = useState<number | ''>('');
  const [decisions, setDecisions] = useState<Map<number, RolloverOutcome>>(new Map());
  const [carryClasses, setCarryClasses] = useState(true);
  const [carryTeachers, setCarryTeachers] = useState(true);
  // Billing is money: asked for, never assumed.
  const [billFees, setBillFees] = useState(false);
  const [key, setKey] = useState(newIntentKey);
  const [done, setDone] = useState<RolloverDone | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const title = t('ui.rollover.title');

  const choices = (over: Partial<RolloverChoices> = {}): RolloverChoices => ({
    toSeason: Number(toSeason),
    decisions: [...decisions].map(([studentId, outcome]) => ({ studentId, outcome })),
    carryClasses,
    carryTeachers,
    billFees,
    ...over,
  });
  // Any change is a new intent (a new key) and a new preview.
  const ask = (over: Partial<RolloverChoices> = {}) => {
    setKey(newIntentKey());
    preview.mutate(choices(over));
  };
  const decide = (changes: { studentId: number; outcome: RolloverOutcome }[]) => {
    const next = new Map(decisions);
    for (const change of changes) next.set(change.studentId, change.outcome);
    setDecisions(next);
    ask({ decisions: [...next].map(([studentId, outcome]) => ({ studentId, outcome })) });
  };

  if (state.isLoading) return <PageSpinner />;
  const running = state.data?.running ?? null;
  const targets = state.data?.targets ?? [];
  const shown = preview.data;
  const refusal = preview.isError ? errorMessage(preview.error, t('app.an_error_occurred')) : null;
  const outcomeOf = (student: NonNullable<typeof shown>['students'][number]) =>
    decisions.get(student.id) ?? student.outcome;
  const back = step > 0 && step < 4 ? () => setStep(step - 1) : undefined;
  const submit = () =>
    run.mutate(
      { key, ...choices() },
      {
        onSuccess: (answer) => {
          setDone(answer);
          setUndone(null);
          setStep(4);
        },
      },
    );

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('resources.seasons'), to: '/config/seasons' }, { label: title }]} />
      <LastRollover
        onUndone={(season) => {
          // Back to the first step: the undone season can be rolled into again.
          setUndone(season);
          setDone(null);
          setDecisions(new Map());
          preview.reset();
          run.reset();
          setKey(newIntentKey());
          setStep(0);
        }}
      />
      {undone ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ui.rollover.undone', { season: undone })}
        </Alert>
      ) : null}
      {phone ? (
        <Typography variant="subtitle2" sx={{ mb: 2 }} aria-live="polite">
          {t('ui.rollover.step_of', {
            step: step + 1,
            total: STEPS.length,
            name: t(`ui.rollover.steps.${STEPS[step] ?? 'season'}`),
          })}
        </Typography>
      ) : (
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`ui.rollover.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {refusal && step < 4 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      {run.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(run.error, t('app.an_error_occurred'))}
        </Alert>
      ) : null}

      {step === 0 ? (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Typography>{t('ui.rollover.running', { season: running?.title ?? '—' })}</Typography>
          {targets.length === 0 ? (
            <Alert severity="warning">
              {t('ui.rollover.no_target')}{' '}
              <RouterLink to="/config/seasons/new">{t('ui.rollover.add_season')}</RouterLink>
            </Alert>
          ) : (
            <TextField
              select
              label={t('ui.rollover.to_season')}
              value={toSeason}
              onChange={(event) => setToSeason(Number(event.target.value))}
            >
              {targets.map((season) => (
                <MenuItem key={season.id} value={season.id}>
                  <bdi>{season.title}</bdi>
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row">
            <Button
              variant="contained"
              disabled={toSeason === '' || preview.isPending}
              onClick={() =>
                preview.mutate(choices(), {
                  onSuccess: () => setStep(1),
                })
              }
            >
              {t('ui.rollover.preview')}
            </Button>
          </Stack>
        </Stack>
      ) : null}

      {step === 1 && shown ? (
        <RolloverStudents students={shown.students} outcomeOf={outcomeOf} onChange={decide} />
      ) : null}

      {step === 2 ? (
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={carryClasses}
                onChange={(event) => {
                  setCarryClasses(event.target.checked);
                  ask({ carryClasses: event.target.checked });
                }}
              />
            }
            label={t('ui.rollover.carry_classes')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={carryTeachers}
                onChange={(event) => {
                  setCarryTeachers(event.target.checked);
                  ask({ carryTeachers: event.target.checked });
                }}
              />
            }
            label={t('ui.rollover.carry_teachers')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={billFees}
                onChange={(event) => {
                  setBillFees(event.target.checked);
                  ask({ billFees: event.target.checked });
                }}
              />
            }
            label={t('ui.rollover.bill_fees')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
            {t('ui.rollover.bill_fees_help')}
          </Typography>
          {billFees && shown?.fees ? <FeesPlan fees={shown.fees} /> : null}
        </Stack>
      ) : null}

      {step === 3 && shown ? <RolloverSummary preview={shown} /> : null}

      {step === 4 && done ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('ui.rollover.done', { season: done.toSeason.title })}
          </Alert>
          <OutcomeCounts counts={done.counts} />
          {done.fees ? (
            <Typography>
              {t('ui.rollover.fees_done', {
                count: done.fees.billed,
                total: formatMoney(done.fees.total, language),
              })}
            </Typography>
          ) : null}
          <Typography>
            {Object.entries(done.created)
              .map(([table, count]) => `${t(`resources.${table}`)}: ${count}`)
              .join(' · ')}
          </Typography>
        </Stack>
      ) : null}

      {step > 0 && step < 4 ? (
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {back ? <Button onClick={back}>{t('ui.rollover.back')}</Button> : null}
          {step < 3 ? (
            <Button
              variant="contained"
              disabled={preview.isPending || preview.isError}
              onClick={() => setStep(step + 1)}
            >
              {t('ui.rollover.next_step')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={run.isPending || preview.isPending || preview.isError}
              onClick={submit}
            >
              {t('ui.rollover.run')}
            </Button>
          )}
        </Stack>
      ) : null}
    </>
  );
};
