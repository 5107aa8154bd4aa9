import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatFigure {
  key: string;
  label: string;
  value: string;
  tone?: 'warning' | 'success' | 'error' | undefined;
}

/** A dashboard's row of figures: a list, so a screen reader hears how many and reads each with its label. */
export const StatFigures = ({ label, figures }: { label: string; figures: readonly StatFigure[] }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 2, listStyle: 'none' }}
  >
    {figures.map((figure) => (
      <Box component="li" key={figure.key} sx={{ display: 'flex', flex: '1 1 180px', minWidth: 0 }}>
        <Paper sx={{ p: 2, flex: 1 }}>
          <Typography
            component="p"
            variant="h5"
            data-testid={`figure-${figure.key}`}
            color={figure.tone ? `${figure.tone}.main` : 'text.primary'}
            sx={{ fontWeight: 600 }}
          >
            <bdi>{figure.value}</bdi>
          </Typography>
          <Typography color="text.secondary">{figure.label}</Typography>
        </Paper>
      </Box>
    ))}
  </Box>
);
