import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { Language } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../i18n/format.ts';
import { useSession } from '../../api/use-session.ts';

interface Standing {
  percent: string | null;
  level: string | null;
  evidence: number;
}

/** The four levels' colours: met (3, 4) in the theme's success, not yet (1, 2) in its warning and error. */
const COLOURS: Record<string, 'error' | 'warning' | 'success'> = {
  '1': 'error',
  '2': 'warning',
  '3': 'success',
  '4': 'success',
};

/** A level and its name, with the percent and the work it rests on in words; "No evidence yet" without one. */
export const LevelChip = ({ standing }: { standing: Standing | undefined }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  if (!standing || standing.level === null)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('ui.standards.no_evidence')}
      </Typography>
    );
  return (
    <Chip
      size="small"
      color={COLOURS[standing.level] ?? 'default'}
      variant={standing.level === '4' ? 'filled' : 'outlined'}
      label={t('ui.standards.cell', {
        level: standing.level,
        name: t(`ui.standards.level_${standing.level}`),
        percent: standing.percent === null ? '—' : formatDecimal(standing.percent, language as Language),
        pieces: standing.evidence,
      })}
    />
  );
};

/** One student's level on one standard, as a cell of the class's report. */
export const LevelCell = ({ standing }: { standing: Standing | undefined }) => (
  <TableCell>
    <LevelChip standing={standing} />
  </TableCell>
);
