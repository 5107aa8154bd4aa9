import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveStudentSwitcher } from '../../resources/school-life/ActiveStudentSwitcher.tsx';
import { SchoolSeasonSwitcher } from './SchoolSeasonSwitcher.tsx';

/**
 * Below 600 px the top bar has no room for the school, season and student switchers: one button
 * opens them, stacked, so the season stays reachable at any width and the bar never wraps.
 */
export const PhoneContextSwitcher = () => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('ui.a11y.context');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SchoolIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 2,
            p: 2,
            width: 280,
            color: 'text.primary',
            '& .MuiTextField-root': { width: '100%', maxWidth: 'none' },
          }}
        >
          <ActiveStudentSwitcher />
          <SchoolSeasonSwitcher />
        </Box>
      </Popover>
    </>
  );
};
