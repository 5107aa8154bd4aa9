import { uploadFeedFileAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { storeFeedFile } from './feed-files.operation.ts';

export const uploadFeedFile = implement(uploadFeedFileAction, async ({ ctx, services, input }) =>
  answer(
    201,
    await storeFeedFile(
      fileStoreFor(services.config),
      ctx,
      input.query.kind,
      Buffer.from(input.body),
      input.query.name,
    ),
  ),
);
