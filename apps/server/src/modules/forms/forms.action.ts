import {
  createFormPublicLinkAction,
  exportFormSubmissionsAction,
  readFormSubmissionFileAction,
  readPublicFormAction,
  submitPublicFormAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { exportHeaders, tableCsv, tableXlsx } from '../../core/table-export.ts';
import { requireFreshSecondFactorToExport } from '../second-factor/step-up.ts';
import { createPublicLink } from './public-link.operation.ts';
import { readPublicForm, submitPublicForm } from './public-form.operation.ts';
import { submissionFile, submissionTable } from './submission-export.operation.ts';

/** Declared transactional: the link and the form setting that holds it, or neither. */
export const createFormPublicLinkRun = implement(createFormPublicLinkAction, async ({ db, ctx, input }) =>
  createPublicLink(db, ctx, input.body),
);

export const readPublicFormRun = implement(readPublicFormAction, async ({ db, input }) =>
  readPublicForm(db, input.params.token),
);

/** Not transactional as a whole: the rate limit is counted on its own, then the submission is one transaction. */
export const submitPublicFormRun = implement(submitPublicFormAction, async ({ db, services, input, ip, language }) =>
  answer(
    201,
    await submitPublicForm(db, fileStoreFor(services.config), {
      token: input.params.token,
      language,
      ip: ip ?? 'unknown',
      answers: input.body.answers,
      files: input.body.files,
      perIpHour: services.config.formSubmissionsPerIpHour,
    }),
  ),
);

export const exportFormSubmissionsRun = implement(exportFormSubmissionsAction, async ({ db, ctx, input }) => {
  // Every answer of every person who filled the form in: a bulk export, so a fresh second factor.
  await requireFreshSecondFactorToExport(db, ctx.caller);
  const table = await submissionTable(db, ctx, input.params.id);
  const { format } = input.query;
  return answer(
    200,
    format === 'xlsx' ? await tableXlsx(table) : tableCsv(table),
    exportHeaders(`form-${input.params.id}`, format),
  );
});

export const readFormSubmissionFileRun = implement(readFormSubmissionFileAction, async ({ db, ctx, services, input }) =>
  submissionFile(db, ctx, fileStoreFor(services.config), input.params.id, input.params.key),
);
