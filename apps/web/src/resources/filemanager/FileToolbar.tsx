import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import GridViewIcon from '@mui/icons-material/GridView';
import ShareIcon from '@mui/icons-material/Share';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { BrowserView, Sort, SortKey } from './browser-rules.ts';

export interface FileToolbarProps {
  writable: boolean;
  selectedCount: number;
  /** The one selected file, when exactly one file is selected (download and preview need one). */
  canDownload: boolean;
  /** Whether the reader may share (staff), with exactly one entry selected. */
  canShare: boolean;
  view: BrowserView;
  sort: Sort;
  multiSelect: boolean;
  showHidden: boolean;
  onNewFolder: () => void;
  onUpload: () => void;
  onRename: () => void;
  onDelete: () => void;
  onDownload: () => void;
  onShare: () => void;
  onView: (view: BrowserView) => void;
  onSort: (key: SortKey) => void;
  onMultiSelect: (on: boolean) => void;
  onShowHidden: (on: boolean) => void;
}

const SORT_LABELS: Record<SortKey, string> = {
  name: 'ui.filemanager.sort_name',
  size: 'ui.filemanager.sort_size',
  modDate: 'ui.filemanager.sort_date',
};

/** The browser's toolbar, in groups: files (new folder, upload), edit (rename, delete, download), view. */
export const FileToolbar = (props: FileToolbarProps) => {
  const { t } = useTranslation();
  const arrow = (key: SortKey) => (props.sort.key === key ? (props.sort.direction === 'asc' ? ' ↑' : ' ↓') : '');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="toolbar">
      <ButtonGroup size="small" variant="outlined" aria-label={t('ui.filemanager.actions_files')}>
        <Button startIcon={<CreateNewFolderIcon />} onClick={props.onNewFolder} disabled={!props.writable}>
          {t('ui.filemanager.new_folder')}
        </Button>
        <Button startIcon={<UploadFileIcon />} onClick={props.onUpload} disabled={!props.writable}>
          {t('ui.filemanager.upload')}
        </Button>
      </ButtonGroup>
      <ButtonGroup size="small" variant="outlined" aria-label={t('ui.filemanager.actions_edit')}>
        <Button
          startIcon={<DriveFileRenameOutlineIcon />}
          onClick={props.onRename}
          disabled={!props.writable || props.selectedCount !== 1}
        >
          {t('ui.filemanager.rename')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={props.onDownload} disabled={!props.canDownload}>
          {t('ui.filemanager.download')}
        </Button>
        <Button startIcon={<ShareIcon />} onClick={props.onShare} disabled={!props.canShare}>
          {t('ui.filemanager.share')}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          color="error"
          onClick={props.onDelete}
          disabled={!props.writable || props.selectedCount === 0}
        >
          {t('ui.filemanager.delete')}
        </Button>
      </ButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_, view: BrowserView | null) => view && props.onView(view)}
        aria-label={t('ui.filemanager.actions_view')}
      >
        <ToggleButton value="grid" aria-label={t('ui.filemanager.view_grid')} title={t('ui.filemanager.view_grid')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('ui.filemanager.view_list')} title={t('ui.filemanager.view_list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton
          value="compact"
          aria-label={t('ui.filemanager.view_compact')}
          title={t('ui.filemanager.view_compact')}
        >
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <ButtonGroup size="small" variant="text">
        {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
          <Button key={key} onClick={() => props.onSort(key)} aria-pressed={props.sort.key === key}>
            {t(SORT_LABELS[key])}
            {arrow(key)}
          </Button>
        ))}
      </ButtonGroup>
      <FormControlLabel
        control={<Switch size="small" checked={props.multiSelect} onChange={(_, on) => props.onMultiSelect(on)} />}
        label={t('ui.filemanager.multi_select')}
      />
      <FormControlLabel
        control={<Switch size="small" checked={props.showHidden} onChange={(_, on) => props.onShowHidden(on)} />}
        label={t('ui.filemanager.show_hidden')}
      />
    </Stack>
  );
};
