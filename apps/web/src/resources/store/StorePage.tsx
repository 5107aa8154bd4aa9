import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { storeCustomerFrom } from '@kampus/contract/action';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useActiveStudentRecord, type StudentRecord } from '../../api/school-life.ts';
import { useCurrentUser } from '../../api/session.ts';
import { usePersonal, useStoreCustomer, useStoreToken, type StoreCustomerAnswer } from '../../api/store.ts';
import { userTypeId } from '../../app/session-rules.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

type Customer = NonNullable<Extract<StoreCustomerAnswer, { customer: unknown }>['customer']>;

/** What the spec's store state holds: the address, the token, the customer and an error. */
interface StoreState {
  storeUrl: string | null;
  apiToken: string | null;
  customer: Customer | null;
  error: string | null;
  /** The store refused the customer (a phone or an address it will not take): fixed on the account page. */
  customerRefused?: boolean;
}
const EMPTY: StoreState = { storeUrl: null, apiToken: null, customer: null, error: null };
const PARENT_TYPE = 9;

const studentOf = (record: StudentRecord & { email?: unknown }) => ({
  name: record.name,
  lastName: record.lastName,
  email: typeof record.email === 'string' ? record.email : null,
});

/**
 * /store: the school's OpenCart store. Opening it signs in to the store (token call) and makes the
 * person its customer by the spec's rule (customer call). A refusal shows the store's message and
 * clears the token; Reset clears address, token, customer and the message (students spec section 6).
 */
export const StorePage = () => {
  const { t } = useTranslation();
  const { school, isLoading } = useActiveSchool();
  const user = useCurrentUser();
  const personal = usePersonal();
  const isParent = userTypeId(user.data) === PARENT_TYPE;
  const student = useActiveStudentRecord(isParent);
  const tokenCall = useStoreToken();
  const customerCall = useStoreCustomer();
  const [state, setState] = useState<StoreState>(EMPTY);
  const started = useRef(false);
  const ready = Boolean(school && user.data && !personal.isLoading && !(isParent && student.isLoading));

  const connect = useCallback(async () => {
    if (!school || !user.data) return;
    setState(EMPTY);
    try {
      const token = await tokenCall.mutateAsync(school.id);
      if ('error' in token) {
        setState({ ...EMPTY, error: token.error });
        return;
      }
      const body = storeCustomerFrom({
        user: {
          userType: userTypeId(user.data) ?? 0,
          name: user.data.name,
          lastName: user.data.lastName,
          email: user.data.email,
        },
        student: isParent && student.data ? studentOf(student.data) : null,
        personal: personal.data ?? null,
      });
      const answer = await customerCall.mutateAsync({ schoolId: school.id, body: { ...body, ...token } });
      if ('error' in answer) {
        // The spec: an error clears the token (the address stays for the message's context).
        setState({ ...EMPTY, storeUrl: token.storeUrl, error: answer.error, customerRefused: true });
        return;
      }
      setState({ storeUrl: token.storeUrl, apiToken: token.apiToken, customer: answer.customer, error: null });
    } catch (error) {
      setState({ ...EMPTY, error: errorMessage(error, t('app.an_error_occurred')) });
    }
  }, [school, user.data, isParent, student.data, personal.data, tokenCall, customerCall, t]);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void connect();
  }, [ready, connect]);

  if (isLoading || !ready) return <PageSpinner />;
  const pulling = tokenCall.isPending || customerCall.isPending;
  const { customer } = state;
  const row = (label: string, value: string) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
  return (
    <>
      <PageHeader title={t('ui.store.title')} />
      <Paper sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 720 }}>
        <Typography color="text.secondary">{t('ui.store.intro', { school: school?.title ?? '' })}</Typography>
        {pulling && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('ui.store.connecting')}</Typography>
          </Box>
        )}
        {state.error && (
          <Alert severity="error">
            {state.error}
            {state.customerRefused && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('ui.store.fix_hint')}{' '}
                <Link component={RouterLink} to="/account/profile">
                  {t('ui.store.fix_link')}
                </Link>
              </Typography>
            )}
          </Alert>
        )}
        {customer && (
          <Box component="section" aria-label={t('ui.store.customer')} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('ui.store.customer')}
            </Typography>
            {row(t('ui.store.name'), `${customer.firstname} ${customer.lastname}`)}
            {row(t('fields.email'), customer.email)}
            {row(t('fields.phone'), customer.telephone)}
            {row(t('fields.homeAddress'), customer.address)}
            {row(t('fields.workAddress'), customer.altAddress)}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {state.storeUrl && state.apiToken && (
            <Button variant="contained" href={state.storeUrl} target="_blank" rel="noopener noreferrer">
              {t('ui.store.open')}
            </Button>
          )}
          {!pulling && !state.apiToken && (
            <Button variant={state.error ? 'outlined' : 'contained'} onClick={() => void connect()}>
              {t('ui.store.connect')}
            </Button>
          )}
          <Button onClick={() => setState(EMPTY)} disabled={pulling || state === EMPTY}>
            {t('ui.store.reset')}
          </Button>
        </Box>
      </Paper>
    </>
  );
};
