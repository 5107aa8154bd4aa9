import { schools, uploadConfigurationImageAction, uploadSchoolImageAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { serialize } from '../../core/serialize.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { isConfigurationImageKey, isSchoolImageKind } from './school-image-rules.ts';
import { uploadConfigurationImage, uploadSchoolImage } from './upload-school-image.operation.ts';

/** The body is the image itself (any image content type); answers the school with the field set to the image's URL. */
export const uploadImage = implement(uploadSchoolImageAction, async ({ db, ctx, services, input }) => {
  const { id, kind } = input.params;
  if (!isSchoolImageKind(kind)) throw notFound();
  const row = await uploadSchoolImage(db, fileStoreFor(services.config), ctx, id, kind, Buffer.from(input.body));
  return serialize(schools, row);
});

export const uploadConfigurationImageFile = implement(
  uploadConfigurationImageAction,
  async ({ db, ctx, services, input }) => {
    const { id, key } = input.params;
    if (!isConfigurationImageKey(key)) throw notFound();
    return uploadConfigurationImage(db, fileStoreFor(services.config), ctx, id, key, Buffer.from(input.body));
  },
);
