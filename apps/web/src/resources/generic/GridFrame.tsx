import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The paper around a data grid (none while `hidden`), with the grid's keyboard hint, whose id
 * the grid names as its description. The grid is one Tab stop with a
 * roving focus (WAI-ARIA grid pattern): arrow keys move between cells, Enter or Space uses the
 * focused row button. The hint says so, visibly, above the grid (where a long grid cannot push it
 * off screen) while focus is inside the grid; its line is kept so the grid does not move.
 */
export const GridFrame = ({ hintId, hidden, children }: { hintId: string; hidden: boolean; children: ReactNode }) => {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  if (hidden) return null;
  return (
    <>
      <Typography
        id={hintId}
        variant="body2"
        color="text.secondary"
        sx={{ mb: 0.5, visibility: focused ? 'visible' : 'hidden' }}
      >
        {t('ui.a11y.grid_hint')}
      </Typography>
      <Paper
        sx={{ width: '100%' }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {children}
      </Paper>
    </>
  );
};

/** Column headers wrap instead of being cut ("Income or ex…"); the tooltip has the full text too. */
export const gridSx = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, overflowWrap: 'anywhere' },
  '& .MuiDataGrid-columnHeaderTitleContainerContent': { overflow: 'visible' },
} as const;
