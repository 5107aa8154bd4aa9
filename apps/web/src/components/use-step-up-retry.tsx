import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { StepUpDialog, wantsStepUp } from './StepUpDialog.tsx';

/**
 * A dangerous act (a bulk export) that the server may refuse for want of a fresh second factor:
 * `retryAfterStepUp(error, retry)` answers whether the refusal was that one and, when it was,
 * opens the code dialog, which runs `retry` once the code is accepted. The screen mounts
 * `stepUpDialog` once and handles every other refusal itself.
 */
export const useStepUpRetry = (): {
  retryAfterStepUp: (error: unknown, retry: () => void) => boolean;
  stepUpDialog: ReactNode;
} => {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<{ retry: () => void; message: string } | null>(null);
  const retryAfterStepUp = (error: unknown, retry: () => void): boolean => {
    if (!wantsStepUp(error)) return false;
    setWaiting({ retry, message: errorMessage(error, t('app.an_error_occurred')) });
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
  return { retryAfterStepUp, stepUpDialog };
};
