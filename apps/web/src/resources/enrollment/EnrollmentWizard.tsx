import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useEnrollStudent } from '../../api/enrollment.ts';
import { newIntentKey } from '../../api/finance.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AgreementStep } from './AgreementStep.tsx';
import { DiscountsStep } from './DiscountsStep.tsx';
import { FeesStep } from './FeesStep.tsx';
import { GuardiansStep } from './GuardiansStep.tsx';
import { PlacementStep } from './PlacementStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { StudentStep } from './StudentStep.tsx';
import { violationsOf } from './violations.ts';
import { STEPS, firstStepWithError, initialState, stepOfPath, toBody, type WizardState } from './wizard-state.ts';

/**
 * `/enrollment/new`: a new student's enrolment in steps (student, guardians with their accounts,
 * grade level and class, fees, discounts and scholarships, installment plan, agreement, a review
 * priced by the server), saved by one command
 * at the end: all of it or nothing. A refusal takes the user back to the first step it names,
 * each message on its field, in the user's language.
 */
export const EnrollmentWizard = () => {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const [state, setState] = useState<WizardState>(() => initialState(today));
  const [active, setActive] = useState(0);
  // One key per filled-in wizard: a double click or a retry enrols once; any change is a new intent.
  const [key, setKey] = useState(newIntentKey);
  const enroll = useEnrollStudent();
  const violations = violationsOf(enroll.error);
  const errorAt = (path: string) => violations.get(path);
  const stepsWithErrors = new Set([...violations.keys()].map(stepOfPath));
  // From the current state, not this render's: a step may change two parts at once (the guardian and the suggested discount).
  const change = (next: Partial<WizardState>) => {
    setState((current) => ({ ...current, ...next }));
    setKey(newIntentKey());
  };
  const save = () =>
    enroll.mutate(
      { key, body: toBody(state) },
      {
        onError: (error) => {
          const step = firstStepWithError([...violationsOf(error).keys()]);
          if (step) setActive(STEPS.indexOf(step));
        },
      },
    );
  const restart = () => {
    setState(initialState(today));
    setActive(0);
    setKey(newIntentKey());
    enroll.reset();
  };
  const title = t('ui.enrollment.wizard.title');
  const crumbs = [{ label: t('ui.enrollment.list.title'), to: '/enrollment' }, { label: title }];
  if (enroll.isSuccess) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('ui.enrollment.wizard.saved', {
            name: `${state.student.name} ${state.student.lastName}`,
            count: enroll.data.installments.length,
          })}{' '}
          {enroll.data.studentNumber
            ? t('ui.enrollment.wizard.saved_number', { number: enroll.data.studentNumber })
            : null}{' '}
          {enroll.data.invited.length > 0
            ? t('ui.enrollment.wizard.saved_invited', { count: enroll.data.invited.length })
            : null}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={RouterLink} to={`/student/${enroll.data.studentId}/installments`}>
            {t('ui.enrollment.wizard.open_student')}
          </Button>
          <Button onClick={restart}>{t('ui.enrollment.wizard.another')}</Button>
        </Stack>
      </>
    );
  }
  const step = STEPS[active] ?? 'review';
  const unplaced = [...violations]
    .filter(([path]) => stepOfPath(path) === 'review')
    .map(([, message]) => message)
    .join(' ');
  const general = enroll.error && violations.size === 0 ? errorMessage(enroll.error, t('app.an_error_occurred')) : '';
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {/*
        No connector lines: the steps wrap on narrower screens, and a wrapped step's line stretched
        over the row above and took the clicks meant for the step under it ("Installment plan"
        could not be clicked at 1280 px beside the side menu).
      */}
      <Stepper nonLinear activeStep={active} connector={null} sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}>
        {STEPS.map((name, index) => (
          <Step key={name} completed={false}>
            <StepButton onClick={() => setActive(index)}>
              <StepLabel error={stepsWithErrors.has(name)}>{t(`ui.enrollment.wizard.steps.${name}`)}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t(`ui.enrollment.wizard.steps.${step}`)}>
        {stepsWithErrors.has(step) ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('ui.enrollment.wizard.fix_step')}
          </Alert>
        ) : null}
        {step === 'student' ? (
          <StudentStep values={state.student} onChange={(student) => change({ student })} errorAt={errorAt} />
        ) : null}
        {step === 'guardians' ? (
          <GuardiansStep
            drafts={state.guardians}
            onChange={(guardians) => change({ guardians })}
            errorAt={errorAt}
            sibling={state.sibling}
            onSibling={(sibling) => change({ sibling })}
            discounts={state.discounts}
            onAddDiscount={(id) => change({ discounts: [...state.discounts.filter((known) => known !== id), id] })}
          />
        ) : null}
        {step === 'placement' ? (
          <PlacementStep value={state} onChange={(value) => change(value)} errorAt={errorAt} />
        ) : null}
        {step === 'fees' ? (
          <FeesStep fees={state.fees} onChange={(fees) => change({ fees })} errorAt={errorAt} />
        ) : null}
        {step === 'discounts' ? (
          <DiscountsStep value={state} onChange={(value) => change(value)} errorAt={errorAt} />
        ) : null}
        {step === 'plan' ? (
          <PlanStep plan={state.plan} onChange={(plan) => change({ plan })} errorAt={errorAt} />
        ) : null}
        {step === 'agreement' ? (
          <AgreementStep
            agreement={state.agreement}
            signatureDate={state.signatureDate}
            onChange={(value) => change(value)}
            errorAt={errorAt}
          />
        ) : null}
        {step === 'review' ? (
          <ReviewStep state={state} onFix={(path) => setActive(STEPS.indexOf(stepOfPath(path)))} />
        ) : null}
        {unplaced || general ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {unplaced || general}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
            {t('ui.enrollment.wizard.back')}
          </Button>
          {step === 'review' ? (
            <Button variant="contained" onClick={save} disabled={enroll.isPending}>
              {t('ui.enrollment.wizard.save')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setActive(active + 1)}>
              {t('ui.enrollment.wizard.next')}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
};
