import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Button from '@mui/material/Button';
import { parseReference } from '@kampus/contract/resource';
import { users } from '@kampus/contract/resources';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useImpersonableTypeIds, useMayImpersonate } from '../../api/impersonation.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { impersonateAction } from '../impersonation/ImpersonateAction.tsx';
import { useImpersonateFlow } from '../impersonation/use-impersonate-flow.tsx';
import { userListFilter } from './user-form-rules.ts';

/**
 * /users: every user at headquarters, the active school's users elsewhere (the server keeps the
 * list within reach either way); teachers, parents and students carry an Impersonate button.
 */
export const UsersListPage = () => {
  const { t } = useTranslation();
  const { school, isLoading } = useActiveSchool();
  const mayImpersonate = useMayImpersonate();
  const types = useImpersonableTypeIds(mayImpersonate);
  const { impersonate, overlay, isPending } = useImpersonateFlow();
  const fixed = useMemo(() => userListFilter(school?.type, school?.id ?? null), [school]);
  const impersonable = useMemo(() => new Set(types.data ?? []), [types.data]);
  const rowActions = useCallback(
    (row: ApiRecord) =>
      mayImpersonate && row.isSuperadmin !== true && impersonable.has(parseReference(row.userType, 'user_types') ?? 0)
        ? [impersonateAction({ row, onImpersonate: impersonate, disabled: isPending, t })]
        : [],
    [mayImpersonate, impersonable, impersonate, isPending, t],
  );
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ResourceListPage
        key={school?.id ?? 0}
        resource={users}
        basePath="/users"
        fixed={fixed}
        rowActions={mayImpersonate ? rowActions : undefined}
        headerActions={
          mayImpersonate && (
            <Button
              variant="outlined"
              startIcon={<SupervisorAccountIcon />}
              component={RouterLink}
              to="/account/impersonate"
            >
              {t('ui.people.impersonate')}
            </Button>
          )
        }
      />
      {overlay}
    </>
  );
};
