import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The declared filters of a list: in the row beside the search box on a wide screen; on a phone
 * (below 600 px) behind a "Filters (n)" button, in a drawer from the bottom, so the list stays
 * above the fold.
 */
export const FilterDrawer = ({ active, children }: { active: number; children: ReactNode }) => {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {active > 0 ? t('ui.a11y.filters_count', { count: active }) : t('ui.a11y.filters')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, '& > *': { width: '100%' } }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('ui.a11y.filters')}
          </Typography>
          {children}
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('ui.dialog.close')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
};

/**
 * A width at which a field's label is not cut: about 0.6 em per character plus the field's own
 * padding and buttons (`extra`). Labels still wrap to the field's width on a phone.
 */
export const fitLabel = (label: string, extra: number, minimum: number): string =>
  `max(${minimum}px, calc(${(label.length * 0.6).toFixed(1)}em + ${extra}px))`;
