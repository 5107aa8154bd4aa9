import { z } from 'zod';
import { ONLINE_CLASS_ROLES } from './online-classes.resource.ts';
import { defineAction } from '../../action/define.ts';
import { idParam, langParam } from '../../action/params.ts';

const classParams = z.object({ lang: langParam, id: idParam });
const responses = { 404: 'No such online class in reach', 503: 'No meeting provider configured or reachable' };

/**
 * The provider flow of the spec (section 4): does the meeting exist? else create it; then join
 * with a role. Whoever may read the online class may ask; creating and the moderator role are for
 * staff and the class's teacher (docs/feed-and-classes.md).
 */
export const onlineClassProviderAction = defineAction({
  name: 'onlineClassProvider',
  method: 'GET',
  path: '/{lang}/online-classes/{id}/provider',
  summary: "Whether the online class's meeting is running at the provider",
  tags: ['online_classes'],
  access: { resource: 'online_classes', operation: 'read' },
  record: { resource: 'online_classes' },
  input: { params: classParams },
  output: z.object({ found: z.boolean() }),
  responses,
});

export const onlineClassCreateAction = defineAction({
  name: 'onlineClassCreate',
  method: 'POST',
  path: '/{lang}/online-classes/{id}/create',
  summary: "Create the online class's meeting at the provider",
  tags: ['online_classes'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  record: { resource: 'online_classes', operation: 'update' },
  input: { params: classParams },
  output: z.object({ created: z.boolean() }),
  responses: { ...responses, 403: 'Not the class’s teacher nor staff' },
});

export const onlineClassJoinAction = defineAction({
  name: 'onlineClassJoin',
  method: 'POST',
  path: '/{lang}/online-classes/{id}/join/{role}',
  summary: 'The signed provider address that joins the caller to the meeting with a role; recorded as attendance',
  tags: ['online_classes'],
  access: { resource: 'online_classes', operation: 'read' },
  record: { resource: 'online_classes' },
  input: {
    params: z.object({
      lang: langParam,
      id: idParam,
      role: z.enum(ONLINE_CLASS_ROLES, { error: 'validation.invalid_choice' }),
    }),
  },
  output: z.object({ url: z.string() }),
  responses: {
    ...responses,
    403: 'The role is not the caller’s (moderator: staff and the teacher)',
    409: 'Not created yet',
  },
});
