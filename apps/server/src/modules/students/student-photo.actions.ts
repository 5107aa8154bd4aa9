import { readStudentPhotoAction, students, uploadStudentPhotoAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { serialize } from '../../core/serialize.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { openStudentPhoto, storeStudentPhoto } from './student-photo.operation.ts';

const uploadStudentPhoto = implement(uploadStudentPhotoAction, async ({ db, ctx, services, input }) => {
  const row = await storeStudentPhoto(db, fileStoreFor(services.config), ctx, input.params.id, Buffer.from(input.body));
  return serialize(students, row);
});

/**
 * Shown inline (an `<img>` reads it), as the raster type its bytes were checked to be. The
 * sandbox policy and nosniff keep it from ever running as a page, should one open it directly.
 */
const readStudentPhoto = implement(readStudentPhotoAction, async ({ db, ctx, services, input }) => {
  const { type, body, size } = await openStudentPhoto(db, fileStoreFor(services.config), ctx, input.params.id);
  const headers: Record<string, string> = {
    'content-type': type,
    'content-disposition': 'inline',
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=3600',
  };
  if (size !== undefined) headers['content-length'] = String(size);
  return answer(200, body, headers);
});

export const studentPhotoActions = [uploadStudentPhoto, readStudentPhoto];
