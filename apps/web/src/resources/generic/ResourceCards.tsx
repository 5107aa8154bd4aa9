import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Language } from '@kampus/contract/constants';
import { namedTarget, type Resource } from '@kampus/contract/resource';
import type { GridActionsCellItemProps, GridActionsColDef, GridPaginationModel } from '@mui/x-data-grid';
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiRecord } from '../../api/types.ts';
import { displayValue, RefValue } from './columns.tsx';
import { DeadlineValue, isOverdue } from './deadline.tsx';
import { recordLabel } from './labels.ts';
import { fieldLabel } from './labels.ts';

export interface ResourceCardsProps {
  resource: Resource;
  rows: ApiRecord[];
  total: number;
  loading: boolean;
  language: Language;
  /** The grid's actions column: the same row buttons, drawn as icon buttons on each card. */
  actions?: GridActionsColDef<ApiRecord> | undefined;
  /** Where a card's title leads (the record's page), when the record opens. */
  /** Where a card's label leads, or undefined where the user may not open that record. */
  openPath?: ((row: ApiRecord) => string | undefined) | undefined;
  pagination: GridPaginationModel;
  onPagination: (model: GridPaginationModel) => void;
  title: string;
  /** Drawn under a card's fields: what the grid shows in a screen's lead column (a student's accommodations). */
  extra?: ((row: ApiRecord) => ReactNode) | undefined;
}

const FieldValue = ({
  resource,
  name,
  row,
  language,
}: {
  resource: Resource;
  name: string;
  row: ApiRecord;
  language: Language;
}) => {
  const { t } = useTranslation();
  const field = resource.fields[name];
  if (!field) return null;
  const value = row[name];
  const target = namedTarget(field);
  if (target !== undefined) {
    // As in the grid: the answer's `refNames`, a look-up only for rows without them.
    return <RefValue field={field} target={target} name={name} row={row} language={language} />;
  }
  const text = displayValue(field, value, language, t, { resource: resource.name, name });
  if (name === resource.deadline?.field) return <DeadlineValue text={text} overdue={isOverdue(resource, row)} />;
  return <bdi>{text}</bdi>;
};

/** A grid row button's props (a GridActionsCellItem carries its label and icon), or undefined for any other element. */
const cellItemProps = (item: ReactElement): GridActionsCellItemProps | undefined => {
  const props = item.props as Partial<GridActionsCellItemProps>;
  return props.label !== undefined && props.icon !== undefined ? (props as GridActionsCellItemProps) : undefined;
};

/**
 * The grid's row buttons on a card: a GridActionsCellItem as a plain icon button, any other element
 * (a screen's own Refund, Void or Print button with its dialog) drawn as it is.
 */
const rowButtons = (actions: GridActionsColDef<ApiRecord> | undefined, row: ApiRecord): ReactNode[] => {
  if (!actions) return [];
  // Typed as cell items, but a screen may pass any element (its own button with a dialog).
  const items: readonly ReactNode[] = actions.getActions({ id: row.id, row, columns: [] });
  return items
    .filter((item): item is ReactElement => isValidElement(item))
    .map((item, index) => {
      const props = cellItemProps(item);
      if (!props) return <Fragment key={item.key ?? index}>{item}</Fragment>;
      const { label, icon, onClick, disabled } = props;
      const name = typeof label === 'string' ? label : undefined;
      return (
        <Tooltip key={item.key ?? index} title={label}>
          <span>
            <IconButton aria-label={name} disabled={disabled} onClick={onClick}>
              {/* The list passes icon elements; an icon given as a component is drawn as one. */}
              {typeof icon === 'function' ? createElement(icon) : icon}
            </IconButton>
          </span>
        </Tooltip>
      );
    });
};

const filled = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Kinds of label field whose raw value is no title: a date names no record ("2026-10-13"). */
const UNTITLED_KINDS: ReadonlySet<string> = new Set(['date', 'dateTime']);

/**
 * The fields that title a card: the declared `cardTitle`; none where the record's name says what it
 * is (a support plan by its `labelFields`, its student and start); else its first two listed
 * fields that hold a value (an installment by its student and due date, each written as the reader
 * writes it), never its bare id.
 */
const titleFields = (resource: Resource, row: ApiRecord, name: string): readonly string[] => {
  if (resource.cardTitle) return resource.cardTitle;
  const dated = UNTITLED_KINDS.has(resource.fields[resource.labelField]?.kind ?? '');
  if (name !== '' && name !== String(row.id) && !dated) return [];
  return resource.list.filter((field) => resource.fields[field] && filled(row[field])).slice(0, 2);
};

/**
 * A list on a phone (below 600 px): one card per record, its label as the title (a link to the
 * record), the listed fields as label and value, the row buttons under it; simple paging.
 * Every button is a Tab stop, unlike the grid's cells.
 */
export const ResourceCards = ({
  resource,
  rows,
  total,
  loading,
  language,
  actions,
  openPath,
  pagination,
  onPagination,
  title,
  extra,
}: ResourceCardsProps) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pagination.pageSize));
  const listed = resource.list.filter((name) => resource.fields[name]);
  return (
    <Box component="section" aria-label={title}>
      {loading && <LinearProgress aria-label={t('ui.a11y.loading')} sx={{ mb: 1 }} />}
      {rows.length === 0 && !loading && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('ui.list.no_rows')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => {
          // The record's name as everywhere else: a person by full name, a built-in value translated.
          const name = recordLabel(resource.name, row, language);
          const titled = titleFields(resource, row, name);
          const title =
            titled.length === 0 ? (
              // Isolated: a Latin name in an Arabic page keeps its own direction (its final stop at its end).
              <bdi>{name}</bdi>
            ) : (
              titled.map((field, index) => (
                <Fragment key={field}>
                  {index > 0 && ' · '}
                  <bdi>
                    <FieldValue resource={resource} name={field} row={row} language={language} />
                  </bdi>
                </Fragment>
              ))
            );
          // The fields the title already says are not repeated under it.
          const shown = titled.length === 0 ? (resource.labelFields ?? [resource.labelField]) : titled;
          const fields = listed.filter((field) => !shown.includes(field));
          const path = openPath?.(row);
          return (
            <Card component="li" key={row.id} variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {path ? (
                    <Link component={RouterLink} to={path} underline="hover">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1 }}
                >
                  {fields.map((field) => (
                    <Box key={field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {fieldLabel(t, resource, field)}
                      </Typography>
                      {/* Its own direction: an English note in an Arabic page ends "(ext. 120)." as written. */}
                      <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        <FieldValue resource={resource} name={field} row={row} language={language} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {extra?.(row)}
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                {rowButtons(actions, row)}
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <Box
        component="nav"
        aria-label={t('ui.a11y.page_of', { page: pagination.page + 1, pages })}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}
      >
        <IconButton
          aria-label={t('ui.a11y.previous')}
          disabled={pagination.page === 0}
          onClick={() => onPagination({ ...pagination, page: pagination.page - 1 })}
        >
          <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography variant="body2">{t('ui.a11y.page_of', { page: pagination.page + 1, pages })}</Typography>
        <IconButton
          aria-label={t('ui.a11y.next')}
          disabled={pagination.page + 1 >= pages}
          onClick={() => onPagination({ ...pagination, page: pagination.page + 1 })}
        >
          <ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Box>
    </Box>
  );
};
