import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { StepUpDialog, stepUpRefusal } from './StepUpDialog.tsx';

/**
 * A dangerous act (a bulk export) that the server may refuse for want of a fresh second factor:
 * `retryAfterStepUp(error, retry)` answers whether the refusal was that one and, when it was,
 * opens the code dialog, which runs `retry` once the code is accepted. Any other refusal is kept
 * as `failure` (null while there is none) for the screen to say; `clearFailure` forgets it when a
 * new attempt starts. The screen mounts `stepUpDialog` once.
 */
export const useStepUpRetry = (): {
  retryAfterStepUp: (error: unknown, retry: () => void) => boolean;
  failure: unknown;
  clearFailure: () => void;
  stepUpDialog: ReactNode;
} => {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<{ retry: () => void; message: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const retryAfterStepUp = (error: unknown, retry: () => void): boolean => {
    const refusal = stepUpRefusal(error);
    if (refusal === undefined) {
      setFailure(error);
      return false;
    }
    // Asking for the code is not a failure: nothing is said behind the dialog.
    setFailure(null);
    setWaiting({ retry, message: errorMessage(refusal, t('app.an_error_occurred')) });
    return true;
  };
  const stepUpDialog = (
    <StepUpDialog
      open={waiting !== null}
      message={waiting?.message ?? ''}
      onClose={() => setWaiting(null)}
      onProven={() => {
        const retry = waiting?.retry;
        setWaiting(null);
        retry?.();
      }}
    />
  );
  return { retryAfterStepUp, failure, clearFailure: () => setFailure(null), stepUpDialog };
};
