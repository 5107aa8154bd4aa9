import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import type { Resource } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';

/** Today in the browser's calendar as `YYYY-MM-DD`, the form dates travel in. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Whether a row is past the deadline its resource declares (`deadline: { field, openField,
 * open }`): still open and due before today, as the list's `overdue=true` filter reads it.
 */
export const isOverdue = (resource: Resource, row: ApiRecord, today = localToday()): boolean => {
  const deadline = resource.deadline;
  if (!deadline) return false;
  const due = row[deadline.field];
  if (typeof due !== 'string' || due === '') return false;
  return deadline.open.includes(String(row[deadline.openField] ?? '')) && due.slice(0, 10) < today;
};

/**
 * The word "Overdue" with a warning icon beside a deadline's date: a text, so the mark is read
 * by everyone (not by colour alone) and announced by screen readers.
 */
const OverdueMark = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 600 }}
    >
      <WarningAmberIcon fontSize="inherit" aria-hidden />
      {t('ui.list.overdue')}
    </Box>
  );
};

/**
 * A deadline's date as the list shows it: the date, and the mark when the row is overdue. On one
 * line: a grid cell is one line high and would hide a mark wrapped below the date.
 */
export const DeadlineValue = ({ text, overdue }: { text: string; overdue: boolean }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', columnGap: 1 }}>
    <bdi>{text}</bdi>
    {overdue && <OverdueMark />}
  </Box>
);
