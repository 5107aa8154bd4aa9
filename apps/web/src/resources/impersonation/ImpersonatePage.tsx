import { userTypeConditions } from '../../api/user-type.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { users } from '@kampus/contract/resources';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCallerKind,
  useImpersonableTypeIds,
  useIsImpersonating,
  useMayImpersonate,
} from '../../api/impersonation.ts';
import { useCurrentUser } from '../../api/session.ts';
import type { ApiRecord } from '../../api/types.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { fullName, impersonateAction } from './ImpersonateAction.tsx';
import { readRecent, type RecentAccount } from './recent.ts';
import { useImpersonateFlow } from './use-impersonate-flow.tsx';

/** The accounts this person impersonated lately, newest first (the last cancelled one on top). */
const RecentAccounts = ({
  accounts,
  onImpersonate,
  disabled,
}: {
  accounts: RecentAccount[];
  onImpersonate: (account: RecentAccount) => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Paper sx={{ mb: 2 }} component="section" aria-labelledby="recent-accounts">
      <Typography id="recent-accounts" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('ui.people.recent')}
      </Typography>
      {accounts.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t('ui.people.no_recent')}
        </Typography>
      ) : (
        <List dense aria-label={t('ui.people.recent')}>
          {accounts.map((account) => {
            const name = fullName({ ...account });
            return (
              <ListItem
                key={account.uuid}
                secondaryAction={
                  <Button size="small" disabled={disabled} onClick={() => onImpersonate(account)}>
                    {t('ui.people.impersonate_user', { name })}
                  </Button>
                }
              >
                <ListItemText primary={name} secondary={account.email} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
};

/**
 * /account/impersonate: the accounts a staff member may act as (teachers, parents and students
 * of the schools they manage), the recently impersonated ones first.
 */
export const ImpersonatePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const caller = useCallerKind();
  const impersonating = useIsImpersonating();
  const allowed = useMayImpersonate();
  const types = useImpersonableTypeIds(allowed);
  const { impersonate, overlay, isPending } = useImpersonateFlow();
  const recent = useMemo(() => (user.data ? readRecent(user.data.uuid) : []), [user.data]);
  const fixed = useMemo(() => userTypeConditions(types.data), [types.data]);
  const rowActions = useCallback(
    (row: ApiRecord) => [impersonateAction({ row, onImpersonate: impersonate, disabled: isPending, t })],
    [impersonate, isPending, t],
  );
  const title = t('ui.people.impersonate_title');

  if (caller.isLoading) return <PageSpinner />;
  if (!allowed) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="warning">
          {t(impersonating ? 'errors.impersonation_already' : 'errors.impersonation_not_allowed')}
        </Alert>
      </>
    );
  }
  if (!types.data) return types.isError ? <Alert severity="error">{t('ui.list.load_error')}</Alert> : <PageSpinner />;
  return (
    <>
      <ResourceListPage
        resource={users}
        basePath="/users"
        title={title}
        fixed={fixed}
        readOnly
        rowActions={rowActions}
        intro={
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('ui.people.impersonate_intro')}
            </Typography>
            <RecentAccounts
              accounts={recent}
              disabled={isPending}
              onImpersonate={(account) => impersonate({ id: account.uuid, name: fullName({ ...account }) })}
            />
          </>
        }
      />
      {overlay}
    </>
  );
};
