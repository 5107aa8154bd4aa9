import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useStartImpersonation } from '../../api/impersonation.ts';
import { useNotify } from '../../app/notices.ts';
import { StepUpDialog, wantsStepUp } from '../../components/StepUpDialog.tsx';
import { ReasonDialog, type Asked } from './ReasonDialog.tsx';

export interface ImpersonationTarget {
  id: number | string;
  name: string;
}

/**
 * Starting an impersonation as a person sees it: the reason asked first, a spinner over the page
 * naming the account, then the home page as that user. A missing user answers 'An error occurred!' (platform spec
 * section 8); other refusals show the server's reason.
 */
export const useImpersonateFlow = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { start, isPending } = useStartImpersonation();
  const [target, setTarget] = useState<ImpersonationTarget | null>(null);
  // Refused for want of a fresh second factor: the code is asked, then the same start again.
  const [stepUpFor, setStepUpFor] = useState<{ account: ImpersonationTarget; asked: Asked; message: string } | null>(
    null,
  );
  // The account whose impersonation waits for its reason, and the server's word on a refused one.
  const [asking, setAsking] = useState<ImpersonationTarget | null>(null);
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);

  const startWith = useCallback(
    (account: ImpersonationTarget, asked: Asked) => {
      setTarget(account);
      start(account.id, asked.reason, asked.minutes)
        .then(() => {
          setAsking(null);
          void navigate('/account/home');
        })
        .catch((error: unknown) => {
          if (wantsStepUp(error)) {
            setStepUpFor({ account, asked, message: errorMessage(error, t('app.an_error_occurred')) });
            return;
          }
          const onReason =
            error instanceof ApiError ? error.problem.violations?.find((v) => v.propertyPath === 'reason') : undefined;
          if (onReason) {
            setReasonProblem(onReason.message);
            return;
          }
          setAsking(null);
          const missing = error instanceof ApiError && error.status === 404;
          notify({
            message: missing ? t('app.an_error_occurred') : errorMessage(error, t('app.an_error_occurred')),
            variant: 'error',
          });
        })
        .finally(() => setTarget(null));
    },
    [start, navigate, notify, t],
  );

  const impersonate = useCallback((account: ImpersonationTarget) => {
    setReasonProblem(undefined);
    setAsking(account);
  }, []);

  const overlay = (
    <>
      <ReasonDialog
        key={asking ? String(asking.id) : 'none'}
        name={asking?.name ?? null}
        problem={reasonProblem}
        onClose={() => setAsking(null)}
        onSubmit={(asked) => {
          if (asking) startWith(asking, asked);
        }}
      />
      <StepUpDialog
        open={stepUpFor !== null}
        message={stepUpFor?.message ?? ''}
        onClose={() => setStepUpFor(null)}
        onProven={() => {
          const again = stepUpFor;
          setStepUpFor(null);
          if (again) startWith(again.account, again.asked);
        }}
      />
      <Backdrop
        open={isPending}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column' }}
      >
        <CircularProgress color="inherit" aria-label={t('ui.a11y.loading')} />
        <Typography sx={{ mt: 2 }} role="status">
          {t('ui.people.impersonating', { name: target?.name ?? '' })}
        </Typography>
      </Backdrop>
    </>
  );

  return { impersonate, overlay, isPending };
};
