import {
  courseAssetTicketAction,
  courseVideoTicketAction,
  readCourseAssetFileAction,
  readCourseVideoFileAction,
  uploadCourseAssetFileAction,
  uploadCourseVideoFileAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import {
  courseAssetTicket,
  courseVideoTicket,
  readCourseAssetFile,
  readCourseVideoFile,
  uploadCourseAssetFile,
  uploadCourseVideoFile,
} from './course-files.operation.ts';

export const uploadVideoFile = implement(uploadCourseVideoFileAction, async ({ db, ctx, services, input }) =>
  uploadCourseVideoFile(db, ctx, fileStoreFor(services.config), input.params.id, input.params.kind, input.body),
);

export const readVideoFile = implement(readCourseVideoFileAction, async ({ db, context, services, input, header }) =>
  readCourseVideoFile(
    db,
    { key: services.key, ticket: input.query.ticket, context },
    fileStoreFor(services.config),
    input.params.id,
    input.params.kind,
    header('range'),
  ),
);

export const videoTicket = implement(courseVideoTicketAction, async ({ db, ctx, services, input }) =>
  courseVideoTicket(db, ctx, services.key, input.params.id, input.params.kind),
);

export const assetTicket = implement(courseAssetTicketAction, async ({ db, ctx, services, input }) =>
  courseAssetTicket(db, ctx, services.key, input.params.id),
);

export const uploadAssetFile = implement(uploadCourseAssetFileAction, async ({ db, ctx, services, input }) =>
  uploadCourseAssetFile(db, ctx, fileStoreFor(services.config), input.params.id, input.body),
);

export const readAssetFile = implement(readCourseAssetFileAction, async ({ db, context, services, input, header }) =>
  readCourseAssetFile(
    db,
    { key: services.key, ticket: input.query.ticket, context },
    fileStoreFor(services.config),
    input.params.id,
    header('range'),
  ),
);
