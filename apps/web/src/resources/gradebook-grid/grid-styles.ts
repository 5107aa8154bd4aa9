import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';

/**
 * The grid's look: it scrolls sideways inside its own box (a phone of 390 px scrolls the grid,
 * not the page) with the student column sticky at the start edge (logical, so it stays at the
 * right in Arabic), a visible focus ring, and each save state as a coloured bar under the cell.
 */
export const gridSx: SxProps<Theme> = (theme) => ({
  overflow: 'auto',
  maxWidth: '100%',
  maxHeight: '70vh',
  border: `1px solid ${theme.palette.divider}`,
  '& table': { borderCollapse: 'separate', borderSpacing: 0, fontSize: theme.typography.body2.fontSize },
  '& th, & td': {
    borderBottom: `1px solid ${theme.palette.divider}`,
    borderInlineEnd: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(0.5, 1),
    whiteSpace: 'nowrap',
    background: theme.palette.background.paper,
  },
  '& thead th': { position: 'sticky', top: 0, zIndex: 2, verticalAlign: 'bottom', textAlign: 'start' },
  '& th[scope=row], & thead th:first-of-type': { position: 'sticky', insetInlineStart: 0, zIndex: 1 },
  '& thead th:first-of-type': { zIndex: 3 },
  '& th[scope=row]': { textAlign: 'start', fontWeight: theme.typography.fontWeightMedium },
  '& td.gradebook-cell': {
    minWidth: 64,
    height: 36,
    textAlign: 'end',
    position: 'relative',
    cursor: 'cell',
    fontVariantNumeric: 'tabular-nums',
  },
  '& td.gradebook-cell.readonly': { cursor: 'default', background: theme.palette.action.hover },
  '& td.gradebook-cell.active': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& td.gradebook-cell:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: -3 },
  '& td.saving': { boxShadow: `inset 0 -3px 0 ${theme.palette.warning.main}` },
  '& td.saved': { boxShadow: `inset 0 -3px 0 ${theme.palette.success.main}` },
  '& td.error': {
    boxShadow: `inset 0 -3px 0 ${theme.palette.error.main}`,
    background: theme.palette.mode === 'dark' ? theme.palette.background.paper : '#fdecea',
  },
  '& td input': { width: '100%', minWidth: 48, font: 'inherit', textAlign: 'end', boxSizing: 'border-box' },
  '& .gradebook-comment-mark': {
    position: 'absolute',
    top: 0,
    insetInlineEnd: 0,
    borderTop: `8px solid ${theme.palette.secondary.main}`,
    borderInlineStart: '8px solid transparent',
  },
  '& .gradebook-visually-hidden': visuallyHidden,
});
