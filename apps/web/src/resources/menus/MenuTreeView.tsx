import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuEntryIcon } from '../../app/layout/menu-icons.tsx';
import { dropZone, moveInPlace, moveOutPlace, placeForDrop, type DropZone, type MenuPlace } from './menu-moves.ts';
import type { MenuNode } from './menu-tree.ts';

/** A step among the siblings (the spec's up and down) or a place under a parent. */
export type MenuMove = { direction: 'up' | 'down' } | MenuPlace;

/** Which move button a move came from, so focus can return to it after the reload. */
export type MoveButton = 'up' | 'down' | 'in' | 'out';

export interface MenuTreeActions {
  onAddChild: (node: MenuNode) => void;
  onEdit: (node: MenuNode) => void;
  onDelete: (node: MenuNode) => void;
  onMove: (node: MenuNode, move: MenuMove, button?: MoveButton) => void;
  /** The menu being moved: its row shows a spinner and every move waits. */
  moving: number | null;
}

interface DragState {
  dragged: MenuNode | null;
  over: { id: number; zone: DropZone } | null;
}

interface RowProps {
  node: MenuNode;
  depth: number;
  index: number;
  siblings: number;
  tree: MenuNode[];
  actions: MenuTreeActions;
  drag: DragState;
  setDrag: (next: DragState) => void;
}

const zoneOf = (event: DragEvent<HTMLElement>): DropZone => {
  const box = event.currentTarget.getBoundingClientRect();
  return dropZone(event.clientY - box.top, box.height);
};

const Row = ({ node, depth, index, siblings, tree, actions, drag, setDrag }: RowProps) => {
  const { t } = useTranslation();
  const label = t(node.title, { defaultValue: node.title });
  const busy = actions.moving !== null;
  const inPlace = moveInPlace(tree, node);
  const outPlace = moveOutPlace(tree, node);
  const over = drag.over?.id === node.id ? drag.over.zone : null;

  const button = (name: string, icon: ReactNode, onClick: () => void, disabled = false, move?: MoveButton) => (
    <Tooltip title={name}>
      <span>
        <IconButton
          size="small"
          aria-label={`${name}: ${label}`}
          data-move={move}
          onClick={onClick}
          disabled={disabled}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  // Native drag and drop (no library): the row is the drag source and a drop target.
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!drag.dragged || busy) return;
    const zone = zoneOf(event);
    if (!placeForDrop(tree, drag.dragged, node, zone)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== zone) setDrag({ ...drag, over: { id: node.id, zone } });
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const place = drag.dragged ? placeForDrop(tree, drag.dragged, node, zoneOf(event)) : undefined;
    if (drag.dragged && place) actions.onMove(drag.dragged, place);
    setDrag({ dragged: null, over: null });
  };

  return (
    <Box component="li" data-menu-id={node.id} data-depth={depth} sx={{ listStyle: 'none' }}>
      <Box
        draggable={!busy}
        onDragStart={(event: DragEvent<HTMLElement>) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(node.id));
          setDrag({ dragged: node, over: null });
        }}
        onDragEnd={() => setDrag({ dragged: null, over: null })}
        onDragOver={onDragOver}
        onDragLeave={() => over && setDrag({ ...drag, over: null })}
        onDrop={onDrop}
        title={over === 'inside' ? t('ui.menus.drop_inside', { name: label }) : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          py: 0.75,
          pr: 1,
          pl: 1 + depth * 4,
          borderBottom: 1,
          borderColor: 'divider',
          borderTop: over === 'before' ? 2 : undefined,
          borderTopColor: over === 'before' ? 'primary.main' : undefined,
          borderBottomWidth: over === 'after' ? 2 : 1,
          borderBottomColor: over === 'after' ? 'primary.main' : 'divider',
          bgcolor: over === 'inside' ? 'action.selected' : drag.dragged?.id === node.id ? 'action.hover' : undefined,
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ display: 'flex', cursor: busy ? 'default' : 'grab', color: 'text.secondary' }}
        >
          <DragIndicatorIcon fontSize="small" titleAccess={t('ui.menus.drag')} />
        </Box>
        <Box component="span" aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          <MenuEntryIcon name={node.icon || null} />
        </Box>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span">{label}</Typography>
            {!node.isActive && <Chip size="small" label={t('ui.organization.inactive')} component="span" />}
            {actions.moving === node.id && <CircularProgress size={16} aria-label={t('ui.menus.moving')} />}
          </Box>
          {node.url && (
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
              {node.url}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.25, flexWrap: 'wrap' }}>
          {button(
            t('ui.menus.move_up'),
            <ArrowUpwardIcon fontSize="small" />,
            () => actions.onMove(node, { direction: 'up' }, 'up'),
            index === 0 || busy,
            'up',
          )}
          {button(
            t('ui.menus.move_down'),
            <ArrowDownwardIcon fontSize="small" />,
            () => actions.onMove(node, { direction: 'down' }, 'down'),
            index === siblings - 1 || busy,
            'down',
          )}
          {button(
            t('ui.menus.move_in'),
            <FormatIndentIncreaseIcon fontSize="small" />,
            () => inPlace && actions.onMove(node, inPlace, 'in'),
            !inPlace || busy,
            'in',
          )}
          {button(
            t('ui.menus.move_out'),
            <FormatIndentDecreaseIcon fontSize="small" />,
            () => outPlace && actions.onMove(node, outPlace, 'out'),
            !outPlace || busy,
            'out',
          )}
          {button(t('ui.menus.add_child'), <AddIcon fontSize="small" />, () => actions.onAddChild(node))}
          {button(t('ui.menus.edit'), <EditIcon fontSize="small" />, () => actions.onEdit(node))}
          {button(t('ui.list.delete'), <DeleteIcon fontSize="small" color="error" />, () => actions.onDelete(node))}
        </Box>
      </Box>
      {node.children.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {node.children.map((child, childIndex) => (
            <Row
              key={child.id}
              node={child}
              depth={depth + 1}
              index={childIndex}
              siblings={node.children.length}
              tree={tree}
              actions={actions}
              drag={drag}
              setDrag={setDrag}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * The menus as nested lists, each level ordered by position: every entry shows its icon and its
 * title in the user's language, can be dragged before, after or under another entry, and has
 * buttons for the same moves (up, down, in, out), since drag and drop alone shuts out keyboards.
 */
export const MenuTreeView = ({
  tree,
  actions,
  label,
}: {
  tree: MenuNode[];
  actions: MenuTreeActions;
  label: string;
}) => {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<DragState>({ dragged: null, over: null });
  return (
    <>
      <Typography id="menu-tree-hint" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        {t('ui.menus.drag_hint')}
      </Typography>
      <Box component="ul" aria-label={label} aria-describedby="menu-tree-hint" sx={{ m: 0, p: 0 }}>
        {tree.map((node, index) => (
          <Row
            key={node.id}
            node={node}
            depth={0}
            index={index}
            siblings={tree.length}
            tree={tree}
            actions={actions}
            drag={drag}
            setDrag={setDrag}
          />
        ))}
      </Box>
    </>
  );
};
