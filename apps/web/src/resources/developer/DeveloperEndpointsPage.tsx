import { getResource } from '@kampus/contract/resources';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useOpenApiOperations, type ApiOperation } from '../../api/developer.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';
import { TryItPanel } from './TryItPanel.tsx';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'info.main',
  POST: 'success.main',
  PUT: 'warning.main',
  PATCH: 'warning.main',
  DELETE: 'error.main',
};

const matches = (operation: ApiOperation, filter: string): boolean =>
  filter === '' ||
  `${operation.method} ${operation.path} ${operation.summary} ${operation.group}`.toLowerCase().includes(filter);

/**
 * /developer/endpoints: every operation of the server's OpenAPI document, grouped by resource
 * (its first tag), with a filter, and a try-it panel for the chosen one.
 */
export const DeveloperEndpointsPage = () => {
  const { t } = useTranslation();
  const operations = useOpenApiOperations();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ApiOperation | null>(null);
  // A group the reader opened or closed stays so; the others open by themselves when a filter leaves few.
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const needle = filter.trim().toLowerCase();
  const groups = useMemo(
    () =>
      [...(operations.data ?? new Map<string, ApiOperation[]>()).entries()]
        .map(([group, list]) => [group, list.filter((operation) => matches(operation, needle))] as const)
        .filter(([, list]) => list.length > 0),
    [operations.data, needle],
  );
  const total = groups.reduce((sum, [, list]) => sum + list.length, 0);
  const groupTitle = (group: string): string => {
    const resource = getResource(group);
    return resource ? resourceTitle(t, resource) : group;
  };
  return (
    <>
      <PageHeader title={t('menu.developer_endpoints')} crumbs={[{ label: t('menu.developer'), to: '/developer' }]} />
      <Typography sx={{ mb: 2, maxWidth: 820 }}>{t('ui.developer.endpoints.intro')}</Typography>
      {operations.isPending && <CircularProgress aria-label={t('ui.a11y.loading')} />}
      {operations.isError && (
        <Alert severity="error">{errorMessage(operations.error, t('app.an_error_occurred'))}</Alert>
      )}
      {operations.isSuccess && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 50%', minWidth: 0, width: '100%' }}>
            <TextField
              size="small"
              fullWidth
              type="search"
              label={t('ui.developer.endpoints.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setFilter('');
              }}
              sx={{ mb: 1 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
              {t('ui.developer.endpoints.count', { count: total, groups: groups.length })}
            </Typography>
            {groups.map(([group, list]) => (
              <Accordion
                key={group}
                disableGutters
                expanded={opened[group] ?? (needle !== '' && groups.length <= 3)}
                onChange={(_event, expanded) => setOpened({ ...opened, [group]: expanded })}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ flexGrow: 1 }}>
                    <bdi>{groupTitle(group)}</bdi>
                  </Typography>
                  <Typography color="text.secondary" sx={{ mx: 1 }}>
                    {list.length}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ p: 0 }}>
                  <List dense disablePadding>
                    {list.map((operation) => (
                      <ListItemButton
                        key={`${operation.method} ${operation.path}`}
                        selected={chosen?.operationId === operation.operationId}
                        onClick={() => setChosen(operation)}
                      >
                        <Box
                          component="span"
                          sx={{
                            width: 64,
                            flexShrink: 0,
                            fontWeight: 700,
                            fontSize: 12,
                            color: METHOD_COLOURS[operation.method],
                          }}
                        >
                          {operation.method}
                        </Box>
                        <Box component="span" sx={{ minWidth: 0 }}>
                          <Box
                            component="code"
                            dir="ltr"
                            sx={{ display: 'block', fontSize: 13, wordBreak: 'break-all' }}
                          >
                            {operation.path}
                          </Box>
                          <Typography variant="body2" color="text.secondary" component="span">
                            {operation.summary}
                          </Typography>
                        </Box>
                      </ListItemButton>
                    ))}
                  </List>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
          <Box sx={{ flex: '1 1 50%', minWidth: 0, width: '100%', position: { md: 'sticky' }, top: { md: 80 } }}>
            {chosen ? (
              <TryItPanel key={chosen.operationId} operation={chosen} />
            ) : (
              <Alert severity="info">{t('ui.developer.endpoints.choose')}</Alert>
            )}
          </Box>
        </Stack>
      )}
    </>
  );
};
