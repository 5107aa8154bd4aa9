import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { topFrequentMenus, useCountMenuOpen, useFrequentMenus, useRegisterDevice } from '../../api/frequent-menus.ts';
import { useMenus } from '../../app/layout/use-menus.ts';
import { flattenMenus } from './menu-lookup.ts';

/**
 * The top bar's shortcuts: the three menus this user opens most at the active school. Also
 * registers this browser as one of the user's devices, once a session.
 */
export const FrequentMenuBar = () => {
  const { t } = useTranslation();
  useRegisterDevice();
  const frequent = useFrequentMenus();
  const countMenuOpen = useCountMenuOpen();
  const menus = useMenus();
  const byId = flattenMenus(menus.data ?? []);
  const top = topFrequentMenus(frequent.data ?? [], 3)
    .map((id) => byId.get(id))
    .filter((menu) => menu !== undefined);
  if (top.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('ui.accounts.menus.frequent')}
      sx={{ display: { xs: 'none', lg: 'block' }, ml: 2, minWidth: 0, overflow: 'hidden' }}
    >
      {/* A list of links, each its own item with a divider between: never one run of text. */}
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
        {top.map((menu, index) => (
          <Box
            component="li"
            key={menu.id}
            sx={{
              display: 'flex',
              minWidth: 0,
              flexShrink: 1,
              ...(index > 0 && { borderInlineStart: 1, borderColor: 'currentColor', ml: 0.5, pl: 0.5 }),
            }}
          >
            <Button
              component={RouterLink}
              to={menu.url ?? '/'}
              onClick={() => countMenuOpen(menu.id)}
              color="inherit"
              size="small"
              title={menu.label}
              sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0, maxWidth: '100%' }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {menu.label}
              </Box>
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
