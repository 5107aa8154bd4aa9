import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';

/** The frame of the pages outside the logged-in layout. */
export const PublicShell = ({ children, width = 420 }: { children: ReactNode; width?: number }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('ui.product')}
        </Typography>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper elevation={2} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: width }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
};
