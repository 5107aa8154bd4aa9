import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { ScrollableTabs } from '../../components/ScrollableTabs.tsx';
import { getResource } from '@kampus/contract/resources';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { errorMessage } from '../../api/client.ts';
import { useSetDefaultSeason } from '../../api/seasons.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { SystemSettings } from './SystemSettings.tsx';

/** The tabs of `/config` (platform spec section 2): each is a generic list at its own path. */
const configTabs = [
  { tab: 'system', resource: 'configurations', label: 'menu.system' },
  { tab: 'seasons', resource: 'seasons', label: 'resources.seasons' },
  { tab: 'grading-terms', resource: 'grading_terms', label: 'resources.grading_terms' },
  { tab: 'grade-levels', resource: 'grade_levels', label: 'resources.grade_levels' },
  { tab: 'courses', resource: 'courses', label: 'resources.courses' },
] as const;

export type ConfigTab = (typeof configTabs)[number]['tab'];

/** The seasons tab adds "make default" to each row: every listed season is patched (spec, "Season default"). */
const useSeasonActions = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const setDefault = useSetDefaultSeason();
  return useCallback(
    (row: ApiRecord) => [
      <GridActionsCellItem
        key="default"
        icon={row.isDefault === true ? <StarIcon color="warning" /> : <StarBorderIcon />}
        label={t('ui.seasons.make_default', { name: String(row.title ?? row.id) })}
        disabled={row.isDefault === true || setDefault.isPending}
        onClick={() =>
          setDefault.mutate(row, {
            onSuccess: () =>
              notify({
                message: { key: 'ui.seasons.default_set', values: { name: String(row.title) } },
                variant: 'success',
              }),
            onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
          })
        }
      />,
    ],
    [t, notify, setDefault],
  );
};

/**
 * `/config`: the school's configuration hub. Tabs for the system configuration (the active
 * school's settings form), seasons, grading terms, grade levels and courses, each of those the
 * generic list of its resource (forms open at `/config/<tab>/new` and `/config/<tab>/{id}`).
 * `/config` itself shows the system tab.
 */
export const ConfigPage = ({ tab = 'system' }: { tab?: ConfigTab }) => {
  const { t } = useTranslation();
  const seasonActions = useSeasonActions();
  const current = configTabs.find((entry) => entry.tab === tab) ?? configTabs[0];
  const resource = getResource(current.resource);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <ScrollableTabs value={current.tab} aria-label={t('menu.config')}>
          {configTabs.map((entry) => (
            <Tab
              key={entry.tab}
              value={entry.tab}
              label={t(entry.label)}
              component={RouterLink}
              to={`/config/${entry.tab}`}
            />
          ))}
        </ScrollableTabs>
      </Box>
      {current.tab === 'seasons' && (
        <Button component={RouterLink} to="/config/rollover" variant="outlined" sx={{ mb: 2 }}>
          {t('ui.rollover.title')}
        </Button>
      )}
      {current.tab === 'system' && <SystemSettings />}
      {current.tab !== 'system' && resource && (
        <ResourceListPage
          key={resource.name}
          resource={resource}
          basePath={`/config/${current.tab}`}
          {...(current.tab === 'seasons' ? { rowActions: seasonActions } : {})}
        />
      )}
    </>
  );
};
