import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { focusMain, MAIN_ID } from './focus-main.ts';

/**
 * The first Tab stop of every signed-in page: hidden until focused, it jumps past the top bar
 * and the menu to the page's main heading.
 */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusMain();
      }}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 4,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('ui.nav.skip')}
    </Box>
  );
};
