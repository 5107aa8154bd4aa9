import ArticleIcon from '@mui/icons-material/Article';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import SettingsIcon from '@mui/icons-material/Settings';
import { getResource } from '@kampus/contract/resources';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRecord } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { recordLabel, resourceTitle } from '../generic/labels.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { ResourceListPage, type RowLink } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';

const NotFoundPage = lazy(() => import('../../pages/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/** A parent list whose rows lead to a sub-screen (`{id}/setting`, `{id}/static-text`, `{id}/item`). */
export const ParentList = ({
  resource: name,
  segment,
  linkKey,
}: {
  resource: string;
  segment: string;
  linkKey: string;
}) => {
  const { t } = useTranslation();
  const resource = getResource(name);
  if (!resource) return <NotFoundPage />;
  const basePath = basePathOf(name);
  const icons: Record<string, RowLink['icon']> = {
    setting: <SettingsIcon />,
    'static-text': <ArticleIcon />,
    item: <FormatListNumberedIcon />,
  };
  const links: RowLink[] = [
    {
      key: segment,
      icon: icons[segment] ?? <SettingsIcon />,
      label: (row: ApiRecord) => t(linkKey, { name: recordLabel(name, row) }),
      to: (row: ApiRecord) => `${basePath}/${row.id}/${segment}`,
    },
  ];
  return <ResourceListPage resource={resource} basePath={basePath} rowLinks={links} />;
};

export const BankAccountsPage = () => (
  <ParentList resource="bank_accounts" segment="setting" linkKey="ui.setup.settings_of" />
);
export const ReportTypesPage = () => (
  <ParentList resource="report_types" segment="static-text" linkKey="ui.setup.static_texts_of" />
);
export const AgreementsPage = () => (
  <ParentList resource="enrollment_agreements" segment="item" linkKey="ui.setup.items_of" />
);

const ACTIONS = new Set(['edit', 'delete']);

/**
 * The records of one parent (a bank account's settings, a report type's static texts) with the
 * generic list and form: routes `{id}/<segment>`, `{id}/<segment>/new`, `{id}/<segment>/{subid}`
 * and `{id}/<segment>/{subid}/{subaction}`.
 */
export const SubScreen = ({
  parent,
  child,
  parentField,
  segment,
}: {
  parent: string;
  child: string;
  parentField: string;
  segment: string;
}) => {
  const { t } = useTranslation();
  const { id = '', sub, subid, subaction } = useParams();
  const parentResource = getResource(parent);
  const childResource = getResource(child);
  const parentRecord = useRecord(parent, /^\d+$/.test(id) ? id : undefined);
  if (!parentResource || !childResource || !/^\d+$/.test(id)) return <NotFoundPage />;
  if (parentRecord.isLoading) return <PageSpinner />;
  if (parentRecord.isError) return <NotFoundPage />;
  const parentBase = basePathOf(parent);
  const crumbs = [
    { label: resourceTitle(t, parentResource), to: parentBase },
    { label: recordLabel(parent, parentRecord.data) || `#${id}`, to: `${parentBase}/${id}` },
  ];
  const basePath = `${parentBase}/${id}/${segment}`;
  const recordId = subid ?? (sub !== undefined && /^\d+$/.test(sub) ? sub : undefined);
  if (sub === undefined && subid === undefined) {
    return (
      <ResourceListPage
        key={basePath}
        resource={childResource}
        basePath={basePath}
        fixedFilters={{ [parentField]: id }}
        parentCrumbs={crumbs}
      />
    );
  }
  if ((sub !== undefined && sub !== 'new' && recordId === undefined) || (subaction && !ACTIONS.has(subaction))) {
    return <NotFoundPage />;
  }
  return (
    <ResourceFormPage
      resource={childResource}
      basePath={basePath}
      id={recordId}
      action={subaction}
      fixedValues={{ [parentField]: Number(id) }}
      parentCrumbs={crumbs}
    />
  );
};

export const BankAccountSettingsScreen = () => (
  <SubScreen parent="bank_accounts" child="bank_account_settings" parentField="bankAccountId" segment="setting" />
);
export const ReportStaticTextsScreen = () => (
  <SubScreen parent="report_types" child="report_static_texts" parentField="reportId" segment="static-text" />
);
