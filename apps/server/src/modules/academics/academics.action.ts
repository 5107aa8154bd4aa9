import {
  examGridAction,
  homeworks,
  importOpticAction,
  markHomeworkDoneAction,
  previewOpticImportAction,
  saveExamScoresAction,
  studentCipHoursAction,
  uploadHomeworkAttachmentAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { serialize } from '../../core/serialize.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { studentCipHours } from './cip-hours.operation.ts';
import { readExamGrid, saveExamScores } from './exam-scores.operation.ts';
import { attachToHomework, markHomeworkDone } from './homework.operation.ts';
import { importOptic, previewOptic } from './optic-import.operation.ts';

export const markHomeworkDoneRun = implement(markHomeworkDoneAction, async ({ db, ctx, input }) =>
  markHomeworkDone(db, ctx, input.params.id, input.body.done),
);

export const uploadHomeworkAttachment = implement(
  uploadHomeworkAttachmentAction,
  async ({ db, ctx, services, input }) => {
    const row = await attachToHomework(
      db,
      fileStoreFor(services.config),
      ctx,
      input.params.id,
      input.params.name,
      Buffer.from(input.body),
    );
    return serialize(homeworks, row);
  },
);

export const examGrid = implement(
  examGridAction,
  async ({ db, ctx, input }) => readExamGrid(db, ctx, input.params.id, input.query.classId),
  { discloses: (output) => output.rows.map((row) => row.student.id) },
);

/** Declared transactional and idempotent: the class's scores and the exam's new ranks, or nothing. */
export const saveExamScoresRun = implement(saveExamScoresAction, async ({ db, ctx, input }) =>
  saveExamScores(db, ctx, input.params.id, input.body),
);

export const previewOpticImport = implement(previewOpticImportAction, async ({ db, ctx, input }) =>
  previewOptic(db, ctx, input.params.id, input.body),
);

/** Declared transactional: one error anywhere in the file and nothing is stored. */
export const importOpticRun = implement(importOpticAction, async ({ db, ctx, input }) =>
  importOptic(db, ctx, input.params.id, input.body),
);

/** The student is loaded through the caller's reach by the engine first: a teacher's own students only. */
export const studentCipHoursRun = implement(studentCipHoursAction, async ({ db, ctx, record }) =>
  studentCipHours(db, ctx, record.id),
);
