import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FileEntryView } from '@kampus/contract/action';
import { fileShares } from '@kampus/contract/resources';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCreateFolder, useDeleteEntries, useFolder, useMoveEntries, useRenameEntry } from '../../api/filemanager.ts';
import { useAccess } from '../../api/access.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  BROWSER_HEIGHT,
  clickSelection,
  countsOf,
  crumbsOf,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  isDoubleClick,
  movableInto,
  NO_SELECTION,
  nextSort,
  parentOf,
  sortEntries,
  visibleEntries,
  type BrowserView,
  type ClickKeys,
  type Selection,
} from './browser-rules.ts';
import { ENTRY_DRAG_TYPE, FileEntryItem } from './FileEntryItem.tsx';
import { FileToolbar } from './FileToolbar.tsx';
import { NamePromptDialog } from './NamePromptDialog.tsx';
import { downloadUrl, PreviewDialog } from './PreviewDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { UploadList, useUploads } from './UploadList.tsx';
import { formatSize } from './format-size.ts';

type Prompt =
  | { kind: 'folder' }
  | { kind: 'rename'; entry: FileEntryView }
  | { kind: 'share'; entry: FileEntryView }
  | { kind: 'delete' }
  | { kind: 'upload' };

export interface FileBrowserProps {
  /** The file picker: opening a file chooses it instead of previewing it. */
  onChoose?: (entry: FileEntryView) => void;
}

/**
 * The file browser of the active school's files (platform spec, sections 2 and 4): breadcrumbs and
 * an up-folder button, a search box that Escape clears, the toolbar, the entries in a grid, list or
 * compact view, the counts, uploads dropped or picked, and every error in an alert above it.
 */
export const FileBrowser = ({ onChoose }: FileBrowserProps) => {
  const { t, i18n } = useTranslation();
  const [path, setPath] = useState('');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<BrowserView>(DEFAULT_VIEW);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [multiSelect, setMultiSelect] = useState(false);
  const [showHidden, setShowHidden] = useState(false);
  const [lastClick, setLastClick] = useState<{ id: string; at: number } | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [preview, setPreview] = useState<FileEntryView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const folder = useFolder(path);
  const createFolder = useCreateFolder();
  const rename = useRenameEntry();
  const move = useMoveEntries();
  const remove = useDeleteEntries();
  const uploads = useUploads(path, (error) => setFailure(errorMessage(error, t('app.an_error_occurred'))));

  const entries = folder.data?.entries ?? [];
  const writable = folder.data?.writable ?? false;
  const shown = sortEntries(visibleEntries(entries, search, showHidden), sort, i18n.language);
  const order = shown.map((entry) => entry.id);
  const counts = countsOf(entries, shown, selection);
  const selected = shown.filter((entry) => selection.ids.includes(entry.id));
  const single = selected.length === 1 ? selected[0] : undefined;
  // Shares are staff's to make (file_shares: create by staff); the picker only picks.
  const mayShare = useAccess(fileShares).may('create');
  const fail = (error: unknown) => setFailure(errorMessage(error, t('app.an_error_occurred')));

  const open = (next: string) => {
    setPath(next);
    setSelection(NO_SELECTION);
    setSearch('');
  };
  const openEntry = (entry: FileEntryView) => {
    if (entry.isDir) open(entry.id);
    else if (onChoose) onChoose(entry);
    else setPreview(entry);
  };
  const onClick = (entry: FileEntryView, keys: ClickKeys) => {
    const now = Date.now();
    if (isDoubleClick(lastClick, entry.id, now)) {
      setLastClick(null);
      openEntry(entry);
      return;
    }
    setLastClick({ id: entry.id, at: now });
    setSelection(clickSelection(selection, order, entry.id, keys, multiSelect));
  };
  const onDragStart = (entry: FileEntryView, event: DragEvent) => {
    // Dragging a selected entry carries the whole selection; dragging another carries it alone.
    const ids = selection.ids.includes(entry.id) ? selection.ids : [entry.id];
    event.dataTransfer.setData(ENTRY_DRAG_TYPE, JSON.stringify(ids));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropInto = (to: string, event: DragEvent) => {
    const carried = event.dataTransfer.getData(ENTRY_DRAG_TYPE);
    if (carried) {
      const ids = movableInto(JSON.parse(carried) as string[], to);
      if (ids.length > 0) move.mutate({ ids, to }, { onSuccess: () => setSelection(NO_SELECTION), onError: fail });
      return;
    }
    if (writable) [...event.dataTransfer.files].forEach((file) => uploads.start(file, to));
  };

  return (
    <Box>
      {(failure || folder.isError) && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {failure ?? errorMessage(folder.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      <FileToolbar
        writable={writable}
        selectedCount={selected.length}
        canDownload={single !== undefined && !single.isDir}
        canShare={single !== undefined && !onChoose && mayShare}
        view={view}
        sort={sort}
        multiSelect={multiSelect}
        showHidden={showHidden}
        onNewFolder={() => setPrompt({ kind: 'folder' })}
        onUpload={() => setPrompt({ kind: 'upload' })}
        onRename={() => single && setPrompt({ kind: 'rename', entry: single })}
        onDelete={() => setPrompt({ kind: 'delete' })}
        onShare={() => single && setPrompt({ kind: 'share', entry: single })}
        onDownload={() => {
          const url = single && downloadUrl(single);
          if (url) window.location.assign(url);
        }}
        onView={setView}
        onSort={(key) => setSort(nextSort(sort, key))}
        onMultiSelect={setMultiSelect}
        onShowHidden={setShowHidden}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('ui.filemanager.up')}
          title={t('ui.filemanager.up')}
          disabled={path === ''}
          onClick={() => open(parentOf(path))}
          size="small"
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <Breadcrumbs aria-label={t('ui.filemanager.title')} sx={{ flex: 1 }}>
          <Link component="button" type="button" underline="hover" onClick={() => open('')}>
            {t('ui.filemanager.root')}
          </Link>
          {crumbsOf(path).map((crumb) => (
            <Link key={crumb.path} component="button" type="button" underline="hover" onClick={() => open(crumb.path)}>
              <bdi>{crumb.name}</bdi>
            </Link>
          ))}
        </Breadcrumbs>
        <TextField
          size="small"
          type="search"
          label={t('ui.filemanager.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setSearch('');
          }}
        />
      </Box>
      {(folder.isPending || move.isPending) && <LinearProgress />}
      {/* Outside the listbox, which may hold only its options (ARIA). */}
      {folder.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary" role="status" sx={{ m: 2 }}>
          {t('ui.filemanager.empty')}
        </Typography>
      )}
      <Box
        role="listbox"
        aria-multiselectable={multiSelect}
        aria-label={t('ui.filemanager.title')}
        data-testid="file-browser"
        onDragOver={(event) => {
          if (writable) event.preventDefault();
        }}
        onDrop={(event) => {
          // Files from the desktop upload here; entries carried in (a held drag opened this folder) move here.
          event.preventDefault();
          dropInto(path, event);
        }}
        sx={{
          height: BROWSER_HEIGHT,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          display: 'flex',
          flexDirection: view === 'list' ? 'column' : 'row',
          flexWrap: view === 'list' ? 'nowrap' : 'wrap',
          alignContent: 'flex-start',
          gap: view === 'list' ? 0 : 1,
        }}
      >
        {shown.map((entry) => (
          <FileEntryItem
            key={entry.id}
            entry={entry}
            view={view}
            selected={selection.ids.includes(entry.id)}
            sizeText={entry.size === null ? '' : formatSize(entry.size, i18n.language)}
            dateText={entry.modDate ? new Date(entry.modDate).toLocaleString(i18n.language) : ''}
            onClick={onClick}
            onOpen={openEntry}
            onDragStart={onDragStart}
            onDropInto={(target, event) => dropInto(target.id, event)}
            onHoverOpen={(target) => open(target.id)}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="file-counts" aria-live="polite">
        {t('ui.filemanager.counts', counts)}
      </Typography>
      <UploadList uploads={uploads.list} />
      {prompt?.kind === 'folder' && (
        <NamePromptDialog
          title={t('ui.filemanager.new_folder')}
          prompt={t('ui.filemanager.new_folder_prompt')}
          initial=""
          loading={createFolder.isPending}
          onClose={() => setPrompt(null)}
          onSubmit={(name) => createFolder.mutate({ path, name }, { onSuccess: () => setPrompt(null), onError: fail })}
        />
      )}
      {prompt?.kind === 'rename' && (
        <NamePromptDialog
          title={t('ui.filemanager.rename')}
          prompt={t('ui.filemanager.rename_prompt', { name: prompt.entry.name })}
          initial={prompt.entry.name}
          loading={rename.isPending}
          onClose={() => setPrompt(null)}
          onSubmit={(name) =>
            rename.mutate(
              { id: prompt.entry.id, name },
              {
                onSuccess: () => {
                  setPrompt(null);
                  setSelection(NO_SELECTION);
                },
                onError: fail,
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={prompt?.kind === 'delete'}
        title={t('ui.filemanager.delete')}
        intro={t('ui.filemanager.delete_intro', { count: selected.length })}
        confirmLabel={t('ui.filemanager.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setPrompt(null)}
        onConfirm={() =>
          remove.mutate(
            selected.map((entry) => entry.id),
            {
              onSuccess: () => {
                setPrompt(null);
                setSelection(NO_SELECTION);
              },
              onError: (error) => {
                setPrompt(null);
                fail(error);
              },
            },
          )
        }
      />
      {prompt?.kind === 'upload' && (
        <UploadDialog
          onClose={() => setPrompt(null)}
          onUpload={(files) => {
            setPrompt(null);
            files.forEach((file) => uploads.start(file, path));
          }}
        />
      )}
      {prompt?.kind === 'share' && <ShareDialog entry={prompt.entry} onClose={() => setPrompt(null)} />}
      {preview && <PreviewDialog entry={preview} onClose={() => setPreview(null)} />}
    </Box>
  );
};
