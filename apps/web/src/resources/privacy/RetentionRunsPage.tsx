import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { useRetentionDryRun, useRetentionRuns, useRunRetention, type RetentionRuns } from '../../api/retention.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { auditResourceTitle } from '../audit/audit-words.ts';
import { methodText, ruleText } from './retention-words.ts';

type Run = RetentionRuns['runs'][number];

/** Long lists of ids stay readable: the first ones, then how many more. */
const idsText = (ids: readonly number[]): string =>
  ids.length > 12 ? `${ids.slice(0, 12).join(', ')} … (+${ids.length - 12})` : ids.join(', ');

const RunTable = ({ run }: { run: Run }) => {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ mb: 2, p: 2, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2">
        {new Date(run.startedAt).toLocaleString(i18n.language)} ·{' '}
        {t(run.trigger === 'manual' ? 'ui.retention.manual' : 'ui.retention.schedule')} ·{' '}
        {t(run.state === 'done' ? 'ui.retention.done' : 'ui.retention.running')}
      </Typography>
      {run.entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('ui.retention.nothing_due')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('ui.retention.resource')}</TableCell>
              <TableCell>{t('ui.retention.rule')}</TableCell>
              <TableCell>{t('ui.retention.method')}</TableCell>
              <TableCell align="right">{t('ui.retention.count')}</TableCell>
              <TableCell>{t('ui.retention.ids')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.entries.map((entry) => (
              <TableRow key={`${entry.resource} ${entry.method}`}>
                <TableCell>{auditResourceTitle(t, entry.resource)}</TableCell>
                <TableCell>{ruleText(t, i18n.language, entry.retention, entry.from)}</TableCell>
                <TableCell>{methodText(t, entry.method)}</TableCell>
                <TableCell align="right">{entry.count}</TableCell>
                <TableCell>{idsText(entry.ids)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};

/** A superadmin's dry run: what a run now would destroy or anonymise, and what a hold keeps. */
const DryRun = () => {
  const { t, i18n } = useTranslation();
  const dryRun = useRetentionDryRun();
  const forecast = dryRun.data?.forecast;
  return (
    <Box sx={{ mb: 3 }}>
      <Button variant="outlined" onClick={() => dryRun.mutate()} disabled={dryRun.isPending}>
        {t('ui.retention.dry_run')}
      </Button>
      {dryRun.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(dryRun.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {forecast && (
        <Paper variant="outlined" sx={{ mt: 2, p: 2, overflowX: 'auto' }} aria-live="polite">
          <Typography variant="subtitle1" component="h2">
            {t('ui.retention.dry_run_title')}
          </Typography>
          {forecast.length === 0 ? (
            <Typography variant="body2">{t('ui.retention.nothing_due')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ui.retention.resource')}</TableCell>
                  <TableCell>{t('ui.retention.rule')}</TableCell>
                  <TableCell>{t('ui.retention.method')}</TableCell>
                  <TableCell align="right">{t('ui.retention.count')}</TableCell>
                  <TableCell align="right">{t('ui.retention.held')}</TableCell>
                  <TableCell>{t('ui.retention.ids')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {forecast.map((line) => (
                  <TableRow key={line.resource}>
                    <TableCell>{auditResourceTitle(t, line.resource)}</TableCell>
                    <TableCell>{ruleText(t, i18n.language, line.retention, line.from)}</TableCell>
                    <TableCell>{methodText(t, line.method)}</TableCell>
                    <TableCell align="right">{line.count}</TableCell>
                    <TableCell align="right">{line.held}</TableCell>
                    <TableCell>{idsText(line.ids)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </Box>
  );
};

/**
 * A superadmin's run now, after a confirmation (it destroys data for good) and, when the server
 * asks, the second factor given again; the new run then heads the log.
 */
const RunNow = () => {
  const { t } = useTranslation();
  const run = useRunRetention();
  const [asking, setAsking] = useState(false);
  // `failure`: a refusal other than "give your second factor again" (that one is the dialog's).
  const { retryAfterStepUp, failure, clearFailure, stepUpDialog } = useStepUpRetry();
  const start = (): void => {
    clearFailure();
    run.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onError: (error) => {
        setAsking(false);
        retryAfterStepUp(error, start);
      },
    });
  };
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setAsking(true)} disabled={run.isPending}>
        {t('ui.retention.run_now')}
      </Button>
      {run.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('ui.retention.run_queued')}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(failure, t('app.an_error_occurred'))}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={t('ui.retention.run_now')}
        intro={t('ui.retention.run_now_confirm')}
        confirmLabel={t('ui.retention.run_now')}
        danger
        loading={run.isPending}
        onConfirm={start}
        onCancel={() => setAsking(false)}
      />
      {stepUpDialog}
    </>
  );
};

/** /reports/retention-runs: the destruction log for headquarters and superadmins (docs/privacy.md). */
export const RetentionRunsPage = () => {
  const { t } = useTranslation();
  const runs = useRetentionRuns();
  const language = useLanguage();
  const { superadmin } = useCallerKind();
  const next = runs.data?.nextRunAt;
  return (
    <Box>
      <PageHeader title={t('menu.retention_runs')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.retention.intro')}
      </Typography>
      {next && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('ui.retention.next_run', { date: formatDateTime(next, language) })}
        </Typography>
      )}
      {superadmin && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <RunNow />
          <DryRun />
        </Box>
      )}
      {runs.isLoading && <PageSpinner />}
      {runs.isError && <Alert severity="error">{errorMessage(runs.error, t('app.an_error_occurred'))}</Alert>}
      {runs.data?.runs.length === 0 && <Typography>{t('ui.retention.no_runs')}</Typography>}
      {runs.data?.runs.map((run) => (
        <RunTable key={run.id} run={run} />
      ))}
    </Box>
  );
};
