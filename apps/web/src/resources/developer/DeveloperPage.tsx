import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { apiOrigin } from './api-origin.ts';
import { CodeBlock } from './CodeBlock.tsx';

const SECTIONS = [
  { to: '/developer/howto', title: 'howto', text: 'howto_text' },
  { to: '/developer/apikey', title: 'apikey', text: 'apikey_text' },
  { to: '/developer/endpoints', title: 'endpoints', text: 'endpoints_text' },
] as const;

/** /developer: what the API is, where it answers, and the way to the three developer screens. */
export const DeveloperPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('menu.developer')} />
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('ui.developer.intro')}</Typography>
      <Typography variant="subtitle2">{t('ui.developer.base_url')}</Typography>
      <CodeBlock code={`${apiOrigin()}/api`} />
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Link href="/api/docs" target="_blank" rel="noopener">
          {t('ui.developer.reference_link')}
        </Link>
        <Link href="/api/docs.json" target="_blank" rel="noopener">
          {t('ui.developer.openapi_link')}
        </Link>
      </Stack>
      <Grid container spacing={2}>
        {SECTIONS.map((section) => (
          <Grid key={section.to} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2">
                  {t(`menu.developer_${section.title}`)}
                </Typography>
                <Typography color="text.secondary">{t(`ui.developer.${section.text}`)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={section.to}
                  aria-label={t('ui.developer.open_named', { name: t(`menu.developer_${section.title}`) })}
                >
                  {t('ui.developer.open')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
