import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_PAGE_SIZE, isLanguage } from '@kampus/contract/constants';
import type { Resource } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
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
import { useAccess } from '../../api/access.ts';
import { listExtras, listIntros } from './list-extras.ts';
import { errorMessage } from '../../api/client.ts';
import { fetchAll, useDelete, useList, type ListParams } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader, SectionHeader, type Crumb } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { useNotify } from '../../app/notices.ts';
import { buildColumns } from './columns.tsx';
import { csvRows, downloadCsv } from './csv.ts';
import { FilterBar } from './FilterBar.tsx';
import { focusGrid, GridFrame, gridSx } from './GridFrame.tsx';
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
  /** The actions column's width when the row buttons are words ("Edit", "Refund", "Delete"), not icons. */
  rowActionsWidth?: number | undefined;
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
  /** Where a row's Edit button leads when `{basePath}/{id}` is not the form (a student's profile). */
  editPath?: ((row: ApiRecord) => string) | undefined;
  /** Columns shown before the declared ones, drawn by the screen (a student's photo). */
  leadColumns?: readonly GridColDef<ApiRecord>[] | undefined;
  /** Declared fields the lead columns draw in their own way: the grid leaves them out, the CSV keeps them. */
  drawnFields?: readonly string[] | undefined;
  /**
   * What a phone's card shows under a record's fields that the grid shows in a lead column (a
   * student's accommodations): a card has no lead columns, so the screen draws it once more here.
   */
  cardExtra?: ((row: ApiRecord) => ReactNode) | undefined;
  /**
   * A list inside another screen (a student's receipts under their payments): a section heading
   * instead of a page header, so the screen keeps one breadcrumb trail and one page title.
   */
  section?: boolean | undefined;
}

const NO_COLUMNS: readonly GridColDef<ApiRecord>[] = [];
const NO_FIELDS: readonly string[] = [];

export const ResourceListPage = ({
  resource,
  basePath,
  title: fixedTitle,
  fixed,
  rowActions,
  rowActionsWidth,
  headerActions,
  readOnly = false,
  intro,
  fixedFilters,
  parentCrumbs = [],
  rowLinks = [],
  editPath,
  leadColumns = NO_COLUMNS,
  drawnFields = NO_FIELDS,
  cardExtra,
  section = false,
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
  const access = useAccess(resource, getResource);
  // Another area's tools for this list (the students' exports), until that list has a screen of its own.
  const ListExtra = listExtras[resource.name];
  const ListIntro = listIntros[resource.name];
  // A filter the screen fixes is not offered to change, nor one that means nothing to this user.
  const filterable = useMemo(
    () => ({
      ...resource,
      filters: resource.filters.filter((name) => !(name in (fixedFilters ?? {})) && access.offersFilter(name)),
    }),
    [resource, fixedFilters, access],
  );
  const opens = useCallback((row: ApiRecord) => !readOnly && access.may('read', row), [readOnly, access]);
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
  const resultsId = useId();

  // Row buttons name their record ("Edit Grade 9"), so a screen reader can tell the rows apart.
  // The fixed filters' names, as a string: a screen may pass a new object on every render.
  const fixedFields = Object.keys(fixedFilters ?? {}).join(',');
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
    // Only what the server would allow on this row: Edit, or Open for a read-only view, and Delete.
    const editing = (row: ApiRecord) => {
      if (readOnly) return [];
      const mayUpdate = access.may('update', row);
      const opening = mayUpdate || opens(row);
      return [
        ...(opening
          ? [
              <GridActionsCellItem
                key="edit"
                icon={mayUpdate ? <EditIcon /> : <OpenInNewIcon />}
                label={t(mayUpdate ? 'ui.list.edit_record' : 'ui.list.view_record', { name: rowLabel(row) })}
                onClick={() => void navigate(mayUpdate && editPath ? editPath(row) : `${basePath}/${row.id}`)}
              />,
            ]
          : []),
        ...(access.may('delete', row)
          ? [
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label={t('ui.list.delete_record', { name: rowLabel(row) })}
                onClick={() => setToDelete(row)}
              />,
            ]
          : []),
      ];
    };
    const actions: GridColDef<ApiRecord> = {
      field: 'actions',
      type: 'actions',
      headerName: t('ui.list.actions'),
      width: rowActionsWidth ?? Math.max(90, (readOnly ? 0 : 100) + (rowActions ? 50 : 0) + 40 * rowLinks.length),
      getActions: ({ row }) => [...(rowActions?.(row) ?? []), ...links(row), ...editing(row)],
    };
    const hasActions = !readOnly || rowActions !== undefined || rowLinks.length > 0;
    // One school in reach: a School column would repeat it on every row; so would the column of a
    // filter the screen fixes (the student on a student's receipts).
    const shown = buildColumns(resource, language, t).filter(
      (column) =>
        !(access.singleSchool && column.field === resource.tenantField) &&
        !fixedFields.split(',').includes(column.field) &&
        !drawnFields.includes(column.field),
    );
    return [...leadColumns, ...shown, ...(hasActions ? [actions] : [])];
  }, [
    resource,
    language,
    t,
    navigate,
    basePath,
    rowLabel,
    readOnly,
    rowActions,
    rowActionsWidth,
    rowLinks,
    access,
    opens,
    editPath,
    leadColumns,
    drawnFields,
    fixedFields,
  ]);

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
        notify({ message: { key: 'app.deleted' }, variant: 'success' });
      },
      onError: (error) => {
        setToDelete(null);
        notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
      },
    });
  };

  const headerButtons = (
    <>
      {headerActions}
      {ListExtra && <ListExtra filters={search ? { ...filters, search } : filters} />}
      {/* An export is a staff tool over every row in reach; a family's own rows are read on screen. */}
      {!ListExtra && access.grant('list') === 'all' && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? t('ui.list.exporting') : t('ui.list.export')}
        </Button>
      )}
      {!readOnly && access.may('create') && (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${basePath}/new`}>
          {t('ui.list.new')}
        </Button>
      )}
    </>
  );

  // A screen of records the user may not list at all (a parent at /discounts) says so and offers
  // nothing: no filters, no empty grid, no New.
  if (access.known && access.grant('list') === 'none') {
    return (
      <>
        {section ? (
          <SectionHeader title={title} />
        ) : (
          <PageHeader title={title} crumbs={[...parentCrumbs, { label: title }]} />
        )}
        <Alert severity="error">{t('errors.forbidden')}</Alert>
      </>
    );
  }

  return (
    <>
      {section ? (
        <SectionHeader title={title} actions={headerButtons} />
      ) : (
        <PageHeader title={title} crumbs={[...parentCrumbs, { label: title }]} actions={headerButtons} />
      )}
      {intro}
      {ListIntro && <ListIntro filters={chosenFilters} onFilters={setFilters} />}
      {!phone && (
        <SkipLink label={t('ui.a11y.skip_to_results')} href={`#${resultsId}`} onSkip={() => focusGrid(resultsId)} />
      )}
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
          openPath={(row) => (opens(row) ? `${basePath}/${row.id}` : undefined)}
          pagination={pagination}
          onPagination={setPagination}
          title={title}
          extra={cardExtra}
        />
      )}
      <GridFrame hintId={gridHint} resultsId={resultsId} hidden={phone}>
        {gridTexts === null ? (
          <PageSpinner />
        ) : (
          <DataGrid<ApiRecord>
            aria-label={title}
            aria-describedby={gridHint}
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
            onRowClick={({ row }, event) => {
              // A click on a row's own button (Delete) is that button's, not the row's.
              if (event.target instanceof Element && event.target.closest('button, a')) return;
              if (opens(row)) void navigate(`${basePath}/${row.id}`);
            }}
            onCellKeyDown={({ row, colDef, cellMode }, event) => {
              // Enter on a row's cell opens the row, as a click on it does (WAI-ARIA grid: the
              // row is reachable without a mouse); the actions cell keeps Enter for its buttons.
              if (event.key !== 'Enter' || cellMode !== 'view' || colDef.type === 'actions' || !opens(row)) return;
              event.defaultMuiPrevented = true;
              void navigate(`${basePath}/${row.id}`);
            }}
            getRowClassName={({ row }) => (opens(row) ? 'kampus-row-opens' : '')}
            sx={{ ...gridSx, '& .kampus-row-opens': { cursor: 'pointer' } }}
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
