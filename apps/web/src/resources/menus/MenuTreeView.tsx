import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuEntryIcon } from '../../app/layout/menu-icons.tsx';
import { dropZone, moveInPlace, moveOutPlace, placeForDrop, type DropZone, type MenuPlace } from './menu-moves.ts';
import { flatten, type MenuNode } from './menu-tree.ts';

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

/** Which entries show the entries under them; a move into a closed entry opens it. */
interface Openness {
  open: ReadonlySet<number>;
  toggle: (id: number) => void;
  reveal: (id: number | null) => void;
}

interface RowProps {
  openness: Openness;
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

const Row = ({ openness, node, depth, index, siblings, tree, actions, drag, setDrag }: RowProps) => {
  const { t } = useTranslation();
  const label = t(node.title, { defaultValue: node.title });
  const busy = actions.moving !== null;
  const inPlace = moveInPlace(tree, node);
  const outPlace = moveOutPlace(tree, node);
  const over = drag.over?.id === node.id ? drag.over.zone : null;
  const open = openness.open.has(node.id);
  const hasChildren = node.children.length > 0;
  const moveTo = (moved: MenuNode, place: MenuPlace, from?: MoveButton) => {
    openness.reveal(place.parent);
    actions.onMove(moved, place, from);
  };

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
    if (drag.dragged && place) moveTo(drag.dragged, place);
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
        {hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${t(open ? 'ui.menus.collapse' : 'ui.menus.expand')}: ${label}`}
            onClick={() => openness.toggle(node.id)}
          >
            {open ? (
              <ExpandMoreIcon fontSize="small" />
            ) : (
              <ChevronRightIcon
                fontSize="small"
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
              />
            )}
          </IconButton>
        ) : (
          <Box component="span" sx={{ width: 34, flexShrink: 0 }} />
        )}
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
          {/* An address reads left to right in every language, aligned with the title. */}
          {node.url && (
            <Typography
              variant="body2"
              color="text.secondary"
              dir="ltr"
              sx={{ overflowWrap: 'anywhere', textAlign: (theme) => (theme.direction === 'rtl' ? 'right' : 'left') }}
            >
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
            () => inPlace && moveTo(node, inPlace, 'in'),
            !inPlace || busy,
            'in',
          )}
          {button(
            t('ui.menus.move_out'),
            <FormatIndentDecreaseIcon fontSize="small" />,
            () => outPlace && moveTo(node, outPlace, 'out'),
            !outPlace || busy,
            'out',
          )}
          {button(t('ui.menus.add_child'), <AddIcon fontSize="small" />, () => actions.onAddChild(node))}
          {button(t('ui.menus.edit'), <EditIcon fontSize="small" />, () => actions.onEdit(node))}
          {button(t('ui.list.delete'), <DeleteIcon fontSize="small" color="error" />, () => actions.onDelete(node))}
        </Box>
      </Box>
      {hasChildren && open && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {node.children.map((child, childIndex) => (
            <Row
              key={child.id}
              openness={openness}
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
 * The menus as nested lists, each level ordered by position and each parent closed until opened:
 * every entry shows its icon and its title in the user's language, can be dragged before, after or under another entry, and has
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
  // Closed at first, so a long menu reads as its top level; a parent opens on demand.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const parents = flatten(tree)
    .filter(({ node }) => node.children.length > 0)
    .map(({ node }) => node.id);
  const allOpen = parents.length > 0 && parents.every((id) => open.has(id));
  const openness: Openness = {
    open,
    toggle: (id) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    reveal: (id) => id !== null && setOpen((current) => new Set([...current, id])),
  };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Typography id="menu-tree-hint" variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          {t('ui.menus.drag_hint')}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen(allOpen ? new Set() : new Set(parents))}
          disabled={parents.length === 0}
        >
          {t(allOpen ? 'ui.menus.collapse_all' : 'ui.menus.expand_all')}
        </Button>
      </Box>
      <Box component="ul" aria-label={label} aria-describedby="menu-tree-hint" sx={{ m: 0, p: 0 }}>
        {tree.map((node, index) => (
          <Row
            key={node.id}
            openness={openness}
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
