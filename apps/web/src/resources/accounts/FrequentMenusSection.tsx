import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFrequentMenus, topFrequentMenus } from '../../api/frequent-menus.ts';
import { useMenus } from '../../app/layout/use-menus.ts';
import { flattenMenus } from './menu-lookup.ts';

/** The menus this user opens most, counted from the side menu; the top few also sit in the top bar. */
export const FrequentMenusSection = () => {
  const { t } = useTranslation();
  const frequent = useFrequentMenus();
  const menus = useMenus();
  if (frequent.isLoading || menus.isLoading) return <Skeleton variant="rectangular" height={80} />;
  if (frequent.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  const byId = flattenMenus(menus.data ?? []);
  const counts = new Map((frequent.data ?? []).map((record) => [Number(record.menuId), Number(record.count)]));
  const entries = topFrequentMenus(frequent.data ?? [], 20)
    .map((id) => byId.get(id))
    .filter((menu) => menu !== undefined);
  return (
    <>
      <Typography color="text.secondary">{t('ui.accounts.menus.intro')}</Typography>
      {entries.length === 0 && <Typography sx={{ mt: 2 }}>{t('ui.accounts.menus.none')}</Typography>}
      <List sx={{ maxWidth: 560 }}>
        {entries.map((menu) => (
          <ListItemButton key={menu.id} component={RouterLink} to={menu.url ?? '/'} divider>
            <ListItemText
              primary={menu.label}
              secondary={t('ui.accounts.menus.opened', { times: counts.get(menu.id) ?? 0 })}
            />
          </ListItemButton>
        ))}
      </List>
    </>
  );
};
