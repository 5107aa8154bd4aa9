import { PAPER_SIZE_MM, getResource, type PaperSize } from '@kampus/contract/resources';
import { lazy } from 'react';
import { useParams } from 'react-router';
import type { FormValue } from '../generic/form-values.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { basePathOf } from '../routes.ts';

const NotFoundPage = lazy(() => import('../../pages/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })));

const FORM_ACTIONS = new Set(['edit', 'delete']);

/** A fixed paper size shows its own millimetres in the (then disabled) width and height. */
export const paperSizeValues = (name: string, value: FormValue): Record<string, FormValue> | undefined => {
  if (name !== 'paperSize' || typeof value !== 'string' || !(value in PAPER_SIZE_MM)) return undefined;
  const mm = PAPER_SIZE_MM[value as Exclude<PaperSize, 'custom'>];
  return { paperSizeWidth: String(mm.width), paperSizeHeight: String(mm.height) };
};

/**
 * The report type form (`/academic/report-types/new`, `{id}`, `{id}/{action}`): the generic form,
 * width and height editable only for a custom size (the declaration's `enabledWhen`) and showing
 * a fixed size's own millimetres, which the server writes anyway.
 */
export const ReportTypeForm = () => {
  const { id, action } = useParams();
  const resource = getResource('report_types');
  if (!resource || (id !== undefined && !/^\d+$/.test(id)) || (action !== undefined && !FORM_ACTIONS.has(action))) {
    return <NotFoundPage />;
  }
  return (
    <ResourceFormPage
      resource={resource}
      basePath={basePathOf('report_types')}
      id={id}
      action={action}
      derive={paperSizeValues}
    />
  );
};
