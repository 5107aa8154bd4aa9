import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled section of a home page: a region named by its heading, for screen readers too. */
export const HomeCard = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography
        id={headingId}
        variant="h6"
        component="h2"
        sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <span style={{ flexGrow: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
};
