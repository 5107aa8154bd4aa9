import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staff } from '@kampus/contract/resource';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallerKind } from '../../api/impersonation.ts';
import { useRequestsDue } from '../../api/privacy-requests.ts';
import type { ListIntroProps } from '../generic/list-extra-props.ts';

/** The two deadline filters of the list (docs/privacy.md); one at a time. */
const DEADLINE_FILTERS = ['overdue', 'dueSoon'] as const;
type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

const withoutDeadline = (filters: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter(([name]) => !(DEADLINE_FILTERS as readonly string[]).includes(name)),
  );

/**
 * Above the staff's list of data-subject requests: how many are open, overdue and due within
 * 7 days ("3 open, 1 overdue, 2 due within 7 days"), the last two as buttons that show those
 * rows only (the list's `overdue=true` and `dueSoon=true`); pressed again, or "Show all", the
 * whole list. Families reading their own requests see nothing here (the counts are staff's).
 */
export const PrivacyRequestsDue = ({ filters, onFilters }: ListIntroProps) => {
  const { t } = useTranslation();
  const { audience, superadmin } = useCallerKind();
  const isStaff = superadmin || (audience !== undefined && staff.includes(audience));
  const due = useRequestsDue(isStaff);
  const headingId = useId();
  if (!isStaff || !due.data) return null;
  const { open, overdue, dueSoon } = due.data;
  const chosen = DEADLINE_FILTERS.find((name) => filters[name] === 'true');
  const choose = (name: DeadlineFilter) =>
    onFilters(chosen === name ? withoutDeadline(filters) : { ...withoutDeadline(filters), [name]: 'true' });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle2">
        {t('ui.privacy_requests.deadlines')}
      </Typography>
      <Typography component="span">{t('ui.privacy_requests.open', { count: open })}</Typography>
      <Button
        size="small"
        variant={chosen === 'overdue' ? 'contained' : 'outlined'}
        color={overdue > 0 ? 'error' : 'inherit'}
        startIcon={overdue > 0 ? <WarningAmberIcon aria-hidden /> : undefined}
        aria-pressed={chosen === 'overdue'}
        onClick={() => choose('overdue')}
      >
        {t('ui.privacy_requests.overdue', { count: overdue })}
      </Button>
      <Button
        size="small"
        variant={chosen === 'dueSoon' ? 'contained' : 'outlined'}
        color="inherit"
        aria-pressed={chosen === 'dueSoon'}
        onClick={() => choose('dueSoon')}
      >
        {t('ui.privacy_requests.due_soon', { count: dueSoon })}
      </Button>
      {chosen && (
        <Button size="small" onClick={() => onFilters(withoutDeadline(filters))}>
          {t('ui.privacy_requests.show_all')}
        </Button>
      )}
    </Paper>
  );
};
