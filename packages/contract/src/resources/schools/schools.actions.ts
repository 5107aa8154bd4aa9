import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, checkedByRun, idParam, langParam } from '../../action/params.ts';

const configurationEntry = z.object({ key: z.string(), value: z.string().nullable() });
const configurationParams = z.object({ lang: langParam, schoolId: idParam });

/** GET /{lang}/schools/{schoolId}/configuration: the school's settings and what the screens read of them. */
export const schoolConfigurationAction = defineAction({
  name: 'schoolConfiguration',
  method: 'GET',
  path: '/{lang}/schools/{schoolId}/configuration',
  summary: "A school's configuration",
  tags: ['schools'],
  access: 'signedIn',
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: configurationParams },
  output: z.object({
    configuration: z.array(configurationEntry),
    countryId: z.string().nullable(),
    institutionType: z.string().nullable(),
    language: z.string().nullable(),
  }),
  responses: { 404: 'No such school in reach' },
});

/** PUT /{lang}/schools/{schoolId}/configuration {configuration: [{key, value}]}: sets the keys sent, keeps the rest. */
export const saveSchoolConfigurationAction = defineAction({
  name: 'saveSchoolConfiguration',
  method: 'PUT',
  path: '/{lang}/schools/{schoolId}/configuration',
  summary: "Set some of a school's configuration keys (all or none)",
  tags: ['schools'],
  access: 'signedIn',
  record: { resource: 'schools', param: 'schoolId', operation: 'update', across: 'reach' },
  input: {
    params: configurationParams,
    body: checkedByRun(z.object({ configuration: z.array(configurationEntry) })),
  },
  output: z.looseObject({}),
  responses: { 404: 'No such school in reach' },
});

/** PUT /api/schools/{id}/images/{kind}: the body is the image; answers the school with the field set to its URL. */
export const uploadSchoolImageAction = defineAction({
  name: 'uploadSchoolImage',
  method: 'PUT',
  path: '/api/schools/{id}/images/{kind}',
  summary: 'Upload a school image (favicon, logo, picture, smallLogo, bigLogo)',
  tags: ['schools'],
  access: 'signedIn',
  record: { resource: 'schools', operation: 'update' },
  requestType: 'image/*',
  input: { params: z.object({ id: idParam, kind: z.string() }), body: binaryBody },
  output: z.looseObject({}).meta({ description: 'The School, as /api/schools/{id} reads it' }),
  responses: { 404: 'No such school or kind of image', 413: 'Larger than 2 MB' },
});

/** PUT /api/schools/{id}/configuration-images/{key}: 200 {url}; the configuration form saves the key. */
export const uploadConfigurationImageAction = defineAction({
  name: 'uploadConfigurationImage',
  method: 'PUT',
  path: '/api/schools/{id}/configuration-images/{key}',
  summary: 'Upload the image of a configuration key (logo, favicon, loginScreenBgImage)',
  tags: ['schools'],
  access: 'signedIn',
  record: { resource: 'schools', operation: 'update' },
  requestType: 'image/*',
  input: { params: z.object({ id: idParam, key: z.string() }), body: binaryBody },
  output: z.object({ url: z.string() }),
  responses: { 404: 'No such school or key', 413: 'Larger than 2 MB' },
});
