import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader.tsx';
import { useMenuTitle } from '../app/layout/menu-tree.ts';

/** Routes whose screens come in later issues. */
export const ComingSoonPage = () => {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const title = menuTitle ?? t('ui.coming_soon.title');
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('ui.coming_soon.title')}
        </Typography>
        <Typography color="text.secondary">{t('ui.coming_soon.body')}</Typography>
      </Paper>
    </>
  );
};
