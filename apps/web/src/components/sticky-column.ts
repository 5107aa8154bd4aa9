/**
 * A table's first column kept in view while a wide table scrolls sideways inside its box (on a
 * phone), at the reading side in Arabic too: the students' names of the standards report and of
 * the class's graduation progress.
 */
export const STICKY_COLUMN = {
  position: 'sticky',
  insetInlineStart: 0,
  bgcolor: 'background.paper',
  zIndex: 1,
  minWidth: 150,
} as const;
