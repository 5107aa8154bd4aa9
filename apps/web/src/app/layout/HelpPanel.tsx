import ExpandLess from '@mui/icons-material/ExpandLess';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { HELP_PAGES } from '@kampus/contract/constants';
import { ui } from '@kampus/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser, useHelpPage } from '../../api/session.ts';
import { helpPageName } from '../session-rules.ts';

const Markdown = lazy(() => import('react-markdown'));

/** Superadmins only. Any failure (no page, network) hides the panel without a word. */
export const HelpPanel = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const page = helpPageName(pathname);
  // Only pages that have help are asked for: every other one would be a 404.
  const enabled = user.data?.isSuperadmin === true && (HELP_PAGES as readonly string[]).includes(page);
  const help = useHelpPage(page, enabled);
  const [open, setOpen] = useState(false);
  if (!enabled || !help.isSuccess || typeof help.data !== 'string' || !help.data.trim()) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        size="small"
        startIcon={open ? <ExpandLess /> : <HelpOutline />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
      >
        {open ? t('ui.help.hide') : t('ui.help.show')}
      </Button>
      <Collapse in={open}>
        <Paper
          variant="outlined"
          component="section"
          tabIndex={0}
          aria-label={t('ui.help.title')}
          sx={{
            mt: 1,
            px: 2,
            maxHeight: ui.helpPanelMaxHeight,
            overflow: 'auto',
            // Markdown headings are sections of the page's help, below the page's own h1.
            '& h2': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
            '& p, & li': { typography: 'body2' },
            '& ul': { pl: 3, my: 1 },
          }}
        >
          <Suspense fallback={null}>
            <Markdown>{help.data}</Markdown>
          </Suspense>
        </Paper>
      </Collapse>
    </Box>
  );
};
