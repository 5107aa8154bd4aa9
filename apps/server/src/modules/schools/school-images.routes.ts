import { parseId, schools } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/problem.ts';
import { serialize } from '../../core/serialize.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { isConfigurationImageKey, isSchoolImageKind } from './school-image-rules.ts';
import { uploadConfigurationImage, uploadSchoolImage } from './upload-school-image.operation.ts';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * PUT /api/schools/{id}/images/{kind}: the request body is the image itself (any image content
 * type); answers 200 and the school with the field set to the image's URL; 422 when the image
 * breaks the catalogue's rule for that kind.
 */
export const registerSchoolImageRoutes = (app: FastifyInstance, services: Services): void => {
  void app.register(async (child) => {
    // Only here are request bodies raw bytes; the rest of the API parses JSON.
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    child.put<{ Params: { id: string; kind: string } }>('/api/schools/:id/images/:kind', async (request) => {
      const { id, kind } = request.params;
      const schoolId = parseId(id);
      if (schoolId === undefined || !isSchoolImageKind(kind)) throw notFound();
      const ctx = await requestContext(services, request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const row = await uploadSchoolImage(services.db, fileStoreFor(services.config), ctx, schoolId, kind, bytes);
      return serialize(schools, row);
    });
    // PUT /api/schools/{id}/configuration-images/{key}: 200 {url}; the configuration form saves the key.
    child.put<{ Params: { id: string; key: string } }>(
      '/api/schools/:id/configuration-images/:key',
      async (request) => {
        const { id, key } = request.params;
        const schoolId = parseId(id);
        if (schoolId === undefined || !isConfigurationImageKey(key)) throw notFound();
        const ctx = await requestContext(services, request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return uploadConfigurationImage(services.db, fileStoreFor(services.config), ctx, schoolId, key, bytes);
      },
    );
  });
};
