import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled money panel (a statement, the day-end report): the title, then its controls, wrapping
 * onto a second line on a phone; the panel is named by its title for screen readers.
 */
export const ReportPanel = ({
  title,
  testId,
  controls,
  children,
}: {
  title: string;
  testId: string;
  controls: ReactNode;
  children: ReactNode;
}) => (
  <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label={title} data-testid={testId}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {controls}
    </Stack>
    {children}
  </Paper>
);

/** A column of a money table: amounts and counts align right, so their digits line up. */
export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/** A money table that scrolls sideways on a phone rather than squeezing its amounts. */
export const ReportTable = ({ columns, children }: { columns: readonly ReportColumn[]; children: ReactNode }) => (
  <Stack sx={{ overflowX: 'auto' }}>
    <Table size="small" sx={{ minWidth: 560 }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      {children}
    </Table>
  </Stack>
);
