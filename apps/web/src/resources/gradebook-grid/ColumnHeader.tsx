import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useReleaseAssignment, type GridAssignment } from '../../api/gradebook-grid.ts';
import { useSession } from '../../api/use-session.ts';
import { formatDate } from '../../i18n/format.ts';
import { shortPoints } from './cell-values.ts';

/**
 * An assignment's column header: its title, maximum, due date and whether families see it, with
 * "Release to families" behind a confirmation (a release cannot be taken back from a reader).
 */
export const ColumnHeader = memo(function ColumnHeader({ assignment }: { assignment: GridAssignment }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const release = useReleaseAssignment();
  const [asking, setAsking] = useState(false);
  const released = assignment.releasedAt !== null;
  const confirm = () => release.mutate({ id: assignment.id }, { onSuccess: () => setAsking(false) });
  return (
    <th scope="col" role="columnheader">
      <Typography variant="subtitle2" component="div">
        {assignment.title}
      </Typography>
      <Typography variant="caption" component="div">
        {t('ui.gradebook_grid.out_of', { max: shortPoints(assignment.maxPoints) })}
        {' · '}
        {assignment.dueDate
          ? t('ui.gradebook_grid.due', { date: formatDate(assignment.dueDate, language) })
          : t('ui.gradebook_grid.no_due')}
      </Typography>
      {assignment.exam !== null && (
        <Typography variant="caption" component="div" color="text.secondary">
          {t('ui.gradebook_grid.from_exam')}
        </Typography>
      )}
      {released ? (
        <Typography variant="caption" component="div" color="success.main">
          {t('ui.gradebook_grid.released')}
        </Typography>
      ) : (
        <Button
          size="small"
          onClick={() => setAsking(true)}
          aria-label={t('ui.gradebook_grid.release_named', { title: assignment.title })}
        >
          {t('ui.gradebook_grid.release')}
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`release-${assignment.id}`}>
        <DialogTitle id={`release-${assignment.id}`}>
          {t('ui.gradebook_grid.release_title', { title: assignment.title })}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('ui.gradebook_grid.release_body')}</Typography>
          {release.isError && (
            <Typography color="error" role="alert">
              {errorMessage(release.error, t('app.an_error_occurred'))}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('ui.gradebook_grid.cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={release.isPending}>
            {t('ui.gradebook_grid.release_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </th>
  );
});
