import ArchiveIcon from '@mui/icons-material/Archive';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FileEntryView } from '@kampus/contract/action';
import { useEffect, useRef, type DragEvent } from 'react';
import { DRAG_HOVER_OPEN_MS, ENTRY_SIZE, type BrowserView, type ClickKeys } from './browser-rules.ts';

const ICONS: Record<string, typeof FolderIcon> = {
  folder: FolderIcon,
  image: ImageIcon,
  pdf: PictureAsPdfIcon,
  video: MovieIcon,
  archive: ArchiveIcon,
  document: DescriptionIcon,
  text: DescriptionIcon,
  spreadsheet: TableChartIcon,
  presentation: DescriptionIcon,
};

/** The type of the drag data an entry carries: its id, read back by the folder it is dropped on. */
export const ENTRY_DRAG_TYPE = 'application/x-kampus-file-entry';

export interface FileEntryItemProps {
  entry: FileEntryView;
  view: BrowserView;
  selected: boolean;
  sizeText: string;
  dateText: string;
  onClick: (entry: FileEntryView, keys: ClickKeys) => void;
  /** Enter on a focused entry opens it, as a double click does. */
  onOpen: (entry: FileEntryView) => void;
  onDragStart: (entry: FileEntryView, event: DragEvent) => void;
  /** Entries were dropped onto this folder. */
  onDropInto: (folder: FileEntryView, event: DragEvent) => void;
  /** A dragged entry was held over this folder long enough: open it. */
  onHoverOpen: (folder: FileEntryView) => void;
}

/**
 * One file or folder in the grid, list or compact view. A folder takes drops; a drag held over
 * it for 1500 ms opens it (platform spec, section 4), so an entry can be carried down a tree.
 */
export const FileEntryItem = ({
  entry,
  view,
  selected,
  sizeText,
  dateText,
  onClick,
  onOpen,
  onDragStart,
  onDropInto,
  onHoverOpen,
}: FileEntryItemProps) => {
  const timer = useRef<number | null>(null);
  const stopTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);
  const dropTarget = entry.isDir && entry.droppable;
  /**
   * Starts the hover-open clock if it is not running. Also on every `dragover`: a `dragleave`
   * between the folder's own parts can come with no `relatedTarget` and stop the clock while the
   * pointer never left, and the next `dragover` starts it again instead of leaving it stopped.
   */
  const holdOver = (event: DragEvent) => {
    if (!entry.isDir || !entry.openable) return;
    event.preventDefault();
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      onHoverOpen(entry);
    }, DRAG_HOVER_OPEN_MS);
  };
  /**
   * A `dragleave` stops the clock only when the pointer is really outside the folder: Chromium
   * also sends one, with no `relatedTarget`, when the pointer crosses between the folder's own
   * icon and name, and if that came with the last move of a held drag the clock stayed stopped
   * and the folder never opened (seen on a loaded machine).
   */
  const leave = (event: DragEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX > box.left && event.clientX < box.right && event.clientY > box.top && event.clientY < box.bottom;
    if (inside || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    stopTimer();
  };
  const Icon = ICONS[entry.icon] ?? InsertDriveFileIcon;
  const size = ENTRY_SIZE[view];
  const grid = view === 'grid';
  return (
    <Box
      role="option"
      aria-selected={selected}
      data-entry-id={entry.id}
      data-testid="file-entry"
      tabIndex={0}
      draggable={entry.draggable}
      onClick={(event) => onClick(entry, { shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey })}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(entry);
        if (event.key === ' ') {
          event.preventDefault();
          onClick(entry, { shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey });
        }
      }}
      onDragStart={(event) => onDragStart(entry, event)}
      onDragEnter={holdOver}
      onDragOver={(event) => {
        if (dropTarget) event.preventDefault();
        holdOver(event);
      }}
      onDragLeave={leave}
      onDrop={(event) => {
        stopTimer();
        if (!dropTarget) return;
        event.preventDefault();
        event.stopPropagation();
        onDropInto(entry, event);
      }}
      sx={{
        display: 'flex',
        flexDirection: grid ? 'column' : 'row',
        alignItems: 'center',
        justifyContent: grid ? 'center' : 'flex-start',
        gap: 1,
        px: 1,
        width: 'width' in size ? size.width : '100%',
        height: size.height,
        boxSizing: 'border-box',
        borderRadius: 1,
        cursor: 'default',
        userSelect: 'none',
        outline: 'none',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      {grid && entry.thumbnailUrl ? (
        <Box
          component="img"
          src={entry.thumbnailUrl}
          alt=""
          sx={{ maxWidth: 140, maxHeight: 80, objectFit: 'contain' }}
        />
      ) : (
        <Icon sx={{ color: entry.color, fontSize: grid ? 56 : 22 }} aria-hidden />
      )}
      <Typography
        variant="body2"
        noWrap
        title={entry.name}
        sx={{ flex: grid ? undefined : 1, maxWidth: '100%', opacity: entry.isHidden ? 0.6 : 1 }}
      >
        <bdi>{entry.name}</bdi>
      </Typography>
      {view === 'list' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ width: 90, textAlign: 'end' }}>
            {sizeText}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ width: 170, textAlign: 'end' }}>
            {dateText}
          </Typography>
        </>
      )}
    </Box>
  );
};
