import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The paper around a data grid (none while `hidden`), with the grid's keyboard hint, whose id
 * the grid names as its description. The grid is one Tab stop with a
 * roving focus (WAI-ARIA grid pattern): arrow keys move between cells, Enter on a row's cell opens
 * the row, Enter or Space uses the focused row button. The hint says so, visibly, above the grid (where a long grid cannot push it
 * off screen) while focus is inside the grid; its line is kept so the grid does not move.
 */
export const GridFrame = ({
  hintId,
  resultsId,
  hidden,
  children,
}: {
  hintId: string;
  /** The id of the paper around the grid: what a list's "Skip to results" names. */
  resultsId?: string;
  hidden: boolean;
  children: ReactNode;
}) => {
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
        id={resultsId}
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

/**
 * Puts focus on the grid inside the element `resultsId` names, where its one Tab stop is (the
 * focused cell, else the first column header): what "Skip to results" does.
 */
export const focusGrid = (resultsId: string): void => {
  document.getElementById(resultsId)?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
};

/** Column headers wrap instead of being cut ("Income or ex…"); the tooltip has the full text too. */
export const gridSx = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, overflowWrap: 'anywhere' },
  '& .MuiDataGrid-columnHeaderTitleContainerContent': { overflow: 'visible' },
} as const;
