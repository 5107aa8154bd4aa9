import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_PAGE_SIZE, isLanguage } from '@kampus/contract/constants';
import type { Resource } from '@kampus/contract/resource';
import {
  DataGrid,
  GridActionsCellItem,
  type GridActionsColDef,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { fetchAll, useDelete, useList, type ListParams } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader, type Crumb } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useNotify } from '../../app/notices.ts';
import { buildColumns } from './columns.tsx';
import { csvRows, downloadCsv } from './csv.ts';
import { FilterBar } from './FilterBar.tsx';
import { GridFrame, gridSx } from './GridFrame.tsx';
import { ResourceCards } from './ResourceCards.tsx';
import { useGridLocaleText } from './grid-locale.ts';
import { recordLabel, resourceTitle } from './labels.ts';

const initialSort = (resource: Resource): GridSortModel =>
  Object.entries(resource.defaultOrder ?? {})
    .filter(([field]) => resource.list.includes(field))
    .slice(0, 1)
    .map(([field, sort]) => ({ field, sort }));

/** A row button leading to a record's sub-screen (a bank account's settings). */
export interface RowLink {
  key: string;
  label: (row: ApiRecord) => string;
  icon: ReactElement;
  to: (row: ApiRecord) => string;
}

export interface ResourceListPageProps {
  resource: Resource;
  basePath: string;
  /** Page title instead of the resource's name. */
  title?: string | undefined;
  /** Conditions always sent with the list (and the CSV export), e.g. the active school. */
  fixed?: readonly (readonly [string, string])[] | undefined;
  /** Row buttons placed before Edit and Delete. */
  rowActions?: ((row: ApiRecord) => ReactElement[]) | undefined;
  /** Buttons placed before Export and New. */
  headerActions?: ReactNode;
  /** A list only: no New, Edit or Delete (a log, a picker). */
  readOnly?: boolean | undefined;
  /** Shown between the page header and the filters. */
  intro?: ReactNode;
  /** Filters a sub-screen fixes (its parent record), applied to every load and export. */
  fixedFilters?: Record<string, string> | undefined;
  /** Breadcrumbs before the resource's own (a sub-screen's parent). */
  parentCrumbs?: Crumb[] | undefined;
  rowLinks?: readonly RowLink[] | undefined;
}

export const ResourceListPage = ({
  resource,
  basePath,
  title: fixedTitle,
  fixed,
  rowActions,
  headerActions,
  readOnly = false,
  intro,
  fixedFilters,
  parentCrumbs = [],
  rowLinks = [],
}: ResourceListPageProps) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const notify = useNotify();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>(() => initialSort(resource));
  const [search, setSearchState] = useState('');
  const [chosenFilters, setFiltersState] = useState<Record<string, string>>({});
  const filters = useMemo(() => ({ ...chosenFilters, ...fixedFilters }), [chosenFilters, fixedFilters]);
  // A filter the screen fixes is not offered to change.
  const filterable = useMemo(
    () => ({ ...resource, filters: resource.filters.filter((name) => !(name in (fixedFilters ?? {}))) }),
    [resource, fixedFilters],
  );
  const [toDelete, setToDelete] = useState<ApiRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useDelete(resource.name);

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, []);
  const setFilters = useCallback((value: Record<string, string>) => {
    setFiltersState(value);
    setPagination((current) => ({ ...current, page: 0 }));
  }, []);

  const order = sort[0]?.sort ? { field: sort[0].field, direction: sort[0].sort } : undefined;
  const params: ListParams = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    order,
    search,
    filters,
    fixed,
  };
  const list = useList(resource.name, params);
  const gridTexts = useGridLocaleText(language);
  // Below 600 px: cards instead of the wide grid.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const gridHint = useId();

  // Row buttons name their record ("Edit Grade 9"), so a screen reader can tell the rows apart.
  const rowLabel = useCallback((row: ApiRecord) => recordLabel(resource.name, row, language), [resource, language]);
  const columns = useMemo<GridColDef<ApiRecord>[]>(() => {
    const links = (row: ApiRecord) =>
      rowLinks.map((link) => (
        <GridActionsCellItem
          key={link.key}
          icon={link.icon}
          label={link.label(row)}
          onClick={() => void navigate(link.to(row))}
        />
      ));
    const editing = (row: ApiRecord) =>
      readOnly
        ? []
        : [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label={t('ui.list.edit_record', { name: rowLabel(row) })}
              onClick={() => void navigate(`${basePath}/${row.id}`)}
            />,
            <GridActionsCellItem
              key="delete"
              icon={<DeleteIcon />}
              label={t('ui.list.delete_record', { name: rowLabel(row) })}
              onClick={() => setToDelete(row)}
            />,
          ];
    const actions: GridColDef<ApiRecord> = {
      field: 'actions',
      type: 'actions',
      headerName: t('ui.list.actions'),
      width: Math.max(90, (readOnly ? 0 : 100) + (rowActions ? 50 : 0) + 40 * rowLinks.length),
      getActions: ({ row }) => [...(rowActions?.(row) ?? []), ...links(row), ...editing(row)],
    };
    const hasActions = !readOnly || rowActions !== undefined || rowLinks.length > 0;
    return [...buildColumns(resource, language, t), ...(hasActions ? [actions] : [])];
  }, [resource, language, t, navigate, basePath, rowLabel, readOnly, rowActions, rowLinks]);

  const title = fixedTitle ?? resourceTitle(t, resource);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const records = await fetchAll(resource.name, { order, search, filters, fixed });
      await downloadCsv(`${resource.name}.csv`, csvRows(resource, records, language, t));
    } catch (error) {
      notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notify({ message: t('app.deleted'), variant: 'success' });
      },
      onError: (error) => {
        setToDelete(null);
        notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...parentCrumbs, { label: title }]}
        actions={
          <>
            {headerActions}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              {exporting ? t('ui.list.exporting') : t('ui.list.export')}
            </Button>
            {!readOnly && (
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${basePath}/new`}>
                {t('ui.list.new')}
              </Button>
            )}
          </>
        }
      />
      {intro}
      <FilterBar resource={filterable} filters={chosenFilters} onFilters={setFilters} onSearch={setSearch} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error, t('ui.list.load_error'))}
        </Alert>
      )}
      {phone && (
        <ResourceCards
          resource={resource}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          language={language}
          actions={columns.find((column): column is GridActionsColDef<ApiRecord> => column.type === 'actions')}
          openPath={readOnly ? undefined : (row) => `${basePath}/${row.id}`}
          pagination={pagination}
          onPagination={setPagination}
          title={title}
        />
      )}
      <GridFrame hintId={gridHint} hidden={phone}>
        {gridTexts === null ? (
          <PageSpinner />
        ) : (
          <DataGrid<ApiRecord>
            aria-label={title}
            aria-describedby={gridHint}
            sx={gridSx}
            rows={list.data?.items ?? []}
            rowCount={list.data?.total ?? 0}
            columns={columns}
            loading={list.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={[10, 30, 50, 100]}
            sortModel={sort}
            onSortModelChange={setSort}
            disableColumnFilter
            disableRowSelectionOnClick
            onRowDoubleClick={readOnly ? undefined : ({ row }) => void navigate(`${basePath}/${row.id}`)}
            localeText={{ ...gridTexts, noRowsLabel: t('ui.list.no_rows') }}
            autoHeight
            density="compact"
          />
        )}
      </GridFrame>
      <DeleteDialog
        open={toDelete !== null}
        deleting={remove.isPending}
        onDelete={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
};
