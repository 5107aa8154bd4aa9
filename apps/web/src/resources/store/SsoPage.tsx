import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ssoPartners, type SsoPartner } from '@kampus/contract/action';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useSignOn } from '../../api/store.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignedInNotFound } from '../../pages/SignedInNotFound.tsx';

const PARTNER_NAMES: Record<SsoPartner, string> = { vcloud: 'vCloud', dijidemi: 'Dijidemi' };

const isPartner = (value: string | undefined): value is SsoPartner =>
  (ssoPartners as readonly string[]).includes(value ?? '');

/** /sso/{partner}: asks the server for the partner's signed address and goes there. */
export const SsoPage = () => {
  const { partner } = useParams();
  if (!isPartner(partner)) return <SignedInNotFound />;
  return <SignOn key={partner} partner={partner} />;
};

const SignOn = ({ partner }: { partner: SsoPartner }) => {
  const { t } = useTranslation();
  const signOn = useSignOn(partner);
  const name = PARTNER_NAMES[partner];
  const url = signOn.data?.url;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <>
      <PageHeader title={t('ui.sso.title', { partner: name })} />
      <Paper sx={{ p: 3, maxWidth: 640 }}>
        {signOn.isError && <Alert severity="error">{errorMessage(signOn.error, t('app.an_error_occurred'))}</Alert>}
        {!signOn.isError && (
          <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('ui.sso.signing_on', { partner: name })}</Typography>
          </Box>
        )}
        {url && (
          <Typography sx={{ mt: 2 }}>
            <Link href={url}>{t('ui.sso.continue', { partner: name })}</Link>
          </Typography>
        )}
      </Paper>
    </>
  );
};
