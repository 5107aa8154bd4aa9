import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useOrganization, type SchoolNode } from '../../api/organization.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { childKinds, SchoolTypeIcon } from './school-icons.tsx';

const Node = ({ node, depth }: { node: SchoolNode; depth: number }) => {
  const { t } = useTranslation();
  return (
    <>
      <ListItem
        divider
        sx={{ pl: 2 + depth * 4, flexWrap: 'wrap', gap: 1 }}
        secondaryAction={
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
            {childKinds(node.type).map((kind) => (
              <Button
                key={kind}
                size="small"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={`/organization/${node.id}/${kind}/new`}
              >
                {t(`ui.organization.add_${kind === 'campuses' ? 'campus' : 'school'}`)}
              </Button>
            ))}
          </Box>
        }
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <SchoolTypeIcon type={node.type} />
        </ListItemIcon>
        <ListItemText
          primary={
            <Link component={RouterLink} to={`/organization/${node.id}`} underline="hover">
              {node.title}
            </Link>
          }
          secondary={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, mt: 0.5 }}>
              <Chip size="small" label={t(`ui.values.${node.type}`)} component="span" />
              {!node.isActive && (
                <Chip size="small" color="warning" label={t('ui.organization.inactive')} component="span" />
              )}
            </Box>
          }
          slotProps={{ secondary: { component: 'span' } }}
        />
      </ListItem>
      {node.children.map((child) => (
        <Node key={child.id} node={child} depth={depth + 1} />
      ))}
    </>
  );
};

/** /organization: headquarters, campuses and schools in reach, as an indented tree. */
export const OrganizationPage = () => {
  const { t } = useTranslation();
  const organization = useOrganization();
  return (
    <>
      <PageHeader
        title={t('menu.organization')}
        crumbs={[{ label: t('menu.organization') }]}
        actions={
          <Button variant="outlined" startIcon={<AccountTreeIcon />} component={RouterLink} to="/organization/chart">
            {t('menu.organization_chart')}
          </Button>
        }
      />
      {organization.isLoading && <PageSpinner />}
      {organization.error && (
        <Alert severity="error">{errorMessage(organization.error, t('app.an_error_occurred'))}</Alert>
      )}
      {organization.data && (
        <Paper>
          <List aria-label={t('menu.organization_list')} disablePadding>
            {organization.data.roots.map((node) => (
              <Node key={node.id} node={node} depth={0} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
};
