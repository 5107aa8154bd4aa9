import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title.ts';

export interface Crumb {
  label: string;
  to?: string;
}

/** The title with the record's name in an isolate, or the whole title isolated. */
const IsolatedTitle = ({ title, isolate }: { title: string; isolate: string | undefined }) => {
  const at = isolate ? title.lastIndexOf(isolate) : -1;
  if (!isolate || at < 0) return <bdi>{title}</bdi>;
  return (
    <>
      {title.slice(0, at)}
      <bdi>{isolate}</bdi>
      {title.slice(at + isolate.length)}
    </>
  );
};

/** Title, breadcrumbs (home first) and actions of a page; also sets the document title. */
export const PageHeader = ({
  title,
  crumbs = [],
  actions,
  isolate,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  /** The part of the title that names a record ("9-A"): kept in its own direction inside the title. */
  isolate?: string | undefined;
}) => {
  const { t } = useTranslation();
  usePageTitle(title);
  const trail: Crumb[] = [{ label: t('ui.nav.home'), to: '/account/home' }, ...crumbs];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Breadcrumbs aria-label={t('ui.l10n.breadcrumb')} sx={{ mb: 0.5 }}>
          {trail.map((crumb) =>
            crumb.to ? (
              <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                <bdi>{crumb.label}</bdi>
              </Link>
            ) : (
              <Typography key={crumb.label} color="text.primary" aria-current="page">
                <bdi>{crumb.label}</bdi>
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="h5" component="h1">
          {/* A record's name ("9-A") keeps its own direction in a right-to-left page. */}
          <IsolatedTitle title={title} isolate={isolate} />
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
};

/**
 * The heading of a list inside a page (a student's receipts under their payments): a second-level
 * title with its actions, no breadcrumbs and no document title, which stay the page's.
 */
export const SectionHeader = ({ title, actions }: { title: string; actions?: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mt: 3, mb: 1.5 }}>
    <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }}>
      <bdi>{title}</bdi>
    </Typography>
    {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
  </Box>
);
