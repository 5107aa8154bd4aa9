import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menu-tree.ts';

export interface MenuTreeActions {
  onAddChild: (node: MenuNode) => void;
  onEdit: (node: MenuNode) => void;
  onDelete: (node: MenuNode) => void;
  onMove: (node: MenuNode, direction: 'up' | 'down') => void;
  /** The menu being moved: its row shows a spinner and every move button waits. */
  moving: number | null;
}

const Row = ({
  node,
  depth,
  first,
  last,
  actions,
}: {
  node: MenuNode;
  depth: number;
  first: boolean;
  last: boolean;
  actions: MenuTreeActions;
}) => {
  const { t } = useTranslation();
  const label = t(node.title, { defaultValue: node.title });
  const busy = actions.moving !== null;
  const button = (title: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={`${title}: ${label}`} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <>
      <ListItem divider data-menu-id={node.id} data-depth={depth} sx={{ pl: 2 + depth * 4, pr: 1, flexWrap: 'wrap' }}>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {label}
              {!node.isActive && <Chip size="small" label={t('ui.organization.inactive')} component="span" />}
              {actions.moving === node.id && <CircularProgress size={16} aria-label={t('ui.menus.moving')} />}
            </Box>
          }
          secondary={node.url || undefined}
        />
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {button(
            t('ui.menus.move_up'),
            <ArrowUpwardIcon fontSize="small" />,
            () => actions.onMove(node, 'up'),
            first || busy,
          )}
          {button(
            t('ui.menus.move_down'),
            <ArrowDownwardIcon fontSize="small" />,
            () => actions.onMove(node, 'down'),
            last || busy,
          )}
          {button(t('ui.menus.add_child'), <AddIcon fontSize="small" />, () => actions.onAddChild(node))}
          {button(t('ui.menus.edit'), <EditIcon fontSize="small" />, () => actions.onEdit(node))}
          {button(t('ui.list.delete'), <DeleteIcon fontSize="small" color="error" />, () => actions.onDelete(node))}
        </Box>
      </ListItem>
      {node.children.map((child, index) => (
        <Row
          key={child.id}
          node={child}
          depth={depth + 1}
          first={index === 0}
          last={index === node.children.length - 1}
          actions={actions}
        />
      ))}
    </>
  );
};

/** The menus as a nested list, each level ordered by position, with its row actions. */
export const MenuTreeView = ({
  tree,
  actions,
  label,
}: {
  tree: MenuNode[];
  actions: MenuTreeActions;
  label: string;
}) => (
  <List aria-label={label} disablePadding>
    {tree.map((node, index) => (
      <Row key={node.id} node={node} depth={0} first={index === 0} last={index === tree.length - 1} actions={actions} />
    ))}
  </List>
);
