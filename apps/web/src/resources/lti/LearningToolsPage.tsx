import LaunchIcon from '@mui/icons-material/Launch';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useLaunchTool, useLearningTools, type LearningToolLink } from '../../api/lti.ts';
import { useSession } from '../../api/use-session.ts';
import { isolated } from '../../i18n/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** One link: titled by what it is, where it is used, and one labelled button that opens it. */
const ToolCard = ({ link, onOpen, busy }: { link: LearningToolLink; onOpen: () => void; busy: boolean }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const titleId = `learning-tool-${link.id}`;
  // Each name in its own isolate: in Arabic "9-A" and "Mathematics 9" keep their order.
  const named = (value: string | undefined) => isolated(value ?? '', language);
  const where = [link.class?.title, link.course?.title]
    .filter(Boolean)
    .map((value) => named(value))
    .join(' · ');
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="learning-tool">
      <CardContent sx={{ pb: 0 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {link.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ui.lti.where', { tool: named(link.ltiTool?.title), where })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" startIcon={<LaunchIcon />} onClick={onOpen} disabled={busy}>
          {t('ui.lti.launch', { title: named(link.title) })}
        </Button>
      </CardActions>
    </Card>
  );
};

/**
 * The learning tools linked to the caller's classes (`/learning-tools`, issue 34): a card a link,
 * and Open, which asks Kampus for the launch's address and goes there in this window; the tool
 * signs the person in through Kampus and comes back to nothing of Kampus's.
 */
export const LearningToolsPage = () => {
  const { t } = useTranslation();
  const links = useLearningTools();
  const launch = useLaunchTool();
  const open = (id: number) => launch.mutate(id, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <>
      <PageHeader title={t('ui.lti.title')} />
      {links.isLoading && <PageSpinner />}
      {(links.isError || launch.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(links.error ?? launch.error, t('ui.lti.failed'))}
        </Alert>
      )}
      {links.data?.length === 0 && <Alert severity="info">{t('ui.lti.none')}</Alert>}
      {links.data && links.data.length > 0 && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {links.data.map((link) => (
            <ToolCard key={link.id} link={link} busy={launch.isPending} onOpen={() => open(link.id)} />
          ))}
        </Stack>
      )}
    </>
  );
};
