import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/** Where the SCIM 2.0 service answers (RFC 7644 3.13: the version in the path). */
export const SCIM_BASE = '/scim/v2';

/** SCIM's media type (RFC 7644 8.1); clients also send `application/json`, which is read alike. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/**
 * A query parameter as the client sent it: once (a string) or repeated (a list, which the run
 * function refuses with SCIM's own 400 rather than the engine's 422).
 */
const param = z.union([z.string(), z.array(z.string())]).optional();

const listQuery = z.object({
  filter: param,
  startIndex: param,
  count: param,
  attributes: param,
  excludedAttributes: param,
});

const itemQuery = z.object({ attributes: param, excludedAttributes: param });

/** The body is read by the run function: SCIM answers its own error JSON for a body it cannot use. */
const scimBody = z.custom<Uint8Array | undefined>((value) => value === undefined || value instanceof Uint8Array, {
  message: 'validation.invalid_body',
});

const resource = z.record(z.string(), z.unknown());
const idParam = z.object({ id: z.string().min(1).max(200) });

const BEARER = 'Authorization: Bearer <Kampus API key>, checked by the run function';
const NOT_A_RECORD = 'a SCIM id (a user uuid, a school id), resolved inside the reach of the bearer key';

const REFUSALS = {
  400: 'SCIM Error: invalidFilter, invalidValue, invalidSyntax, invalidPath, mutability',
  401: 'SCIM Error: no valid API key as bearer token',
  403: "SCIM Error: the key's user may not do this",
  404: "SCIM Error: no such resource in the key's reach",
} as const;

interface Spec {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
}

/** A read of the service's own description (RFC 7644 4): no record, a fixed answer. */
const discovery = ({ name, path, summary }: Omit<Spec, 'method'>) =>
  defineAction({
    name,
    method: 'GET',
    path: `${SCIM_BASE}${path}`,
    summary: `SCIM 2.0: ${summary} (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    output: resource,
    responses: { 401: REFUSALS[401] },
  });

export const scimServiceProviderConfigAction = discovery({
  name: 'scimServiceProviderConfig',
  path: '/ServiceProviderConfig',
  summary: 'what the service supports',
});
export const scimResourceTypesAction = discovery({
  name: 'scimResourceTypes',
  path: '/ResourceTypes',
  summary: 'the resource types (User, Group)',
});
export const scimSchemasAction = discovery({ name: 'scimSchemas', path: '/Schemas', summary: 'the schemas served' });

const list = (name: string, kind: string) =>
  defineAction({
    name,
    method: 'GET',
    path: `${SCIM_BASE}/${kind}`,
    summary: `SCIM 2.0: ${kind}, filtered and paged (ListResponse) (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    input: { query: listQuery },
    output: resource,
    responses: REFUSALS,
  });

const one = (name: string, kind: string) =>
  defineAction({
    name,
    method: 'GET',
    path: `${SCIM_BASE}/${kind}/{id}`,
    summary: `SCIM 2.0: one of ${kind} (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    notARecord: NOT_A_RECORD,
    input: { params: idParam, query: itemQuery },
    output: resource,
    responses: REFUSALS,
  });

const create = (name: string, kind: string) =>
  defineAction({
    name,
    method: 'POST',
    path: `${SCIM_BASE}/${kind}`,
    summary: `SCIM 2.0: create one of ${kind} (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    requestType: SCIM_MEDIA_TYPE,
    maxBytes: 1024 * 1024,
    status: 201,
    input: { body: scimBody },
    output: resource,
    responses: { ...REFUSALS, 409: 'SCIM Error: uniqueness (the userName is taken)' },
  });

const change = (name: string, kind: string, method: 'PUT' | 'PATCH') =>
  defineAction({
    name,
    method,
    path: `${SCIM_BASE}/${kind}/{id}`,
    summary: `SCIM 2.0: ${method === 'PUT' ? 'replace' : 'patch (PatchOp)'} one of ${kind} (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    notARecord: NOT_A_RECORD,
    requestType: SCIM_MEDIA_TYPE,
    maxBytes: 1024 * 1024,
    input: { params: idParam, body: scimBody },
    output: resource,
    responses: { ...REFUSALS, 409: 'SCIM Error: uniqueness (the userName is taken)' },
  });

const remove = (name: string, kind: string) =>
  defineAction({
    name,
    method: 'DELETE',
    path: `${SCIM_BASE}/${kind}/{id}`,
    summary: `SCIM 2.0: delete one of ${kind} (${BEARER})`,
    tags: ['scim'],
    document: 'scim',
    access: 'anonymous',
    tenancyHeaders: false,
    notARecord: NOT_A_RECORD,
    status: 204,
    input: { params: idParam },
    responses: REFUSALS,
  });

export const scimUsersAction = list('scimUsers', 'Users');
export const scimUserAction = one('scimUser', 'Users');
export const scimCreateUserAction = create('scimCreateUser', 'Users');
export const scimReplaceUserAction = change('scimReplaceUser', 'Users', 'PUT');
export const scimPatchUserAction = change('scimPatchUser', 'Users', 'PATCH');
export const scimDeleteUserAction = remove('scimDeleteUser', 'Users');
export const scimGroupsAction = list('scimGroups', 'Groups');
export const scimGroupAction = one('scimGroup', 'Groups');
export const scimCreateGroupAction = create('scimCreateGroup', 'Groups');
export const scimReplaceGroupAction = change('scimReplaceGroup', 'Groups', 'PUT');
export const scimPatchGroupAction = change('scimPatchGroup', 'Groups', 'PATCH');
export const scimDeleteGroupAction = remove('scimDeleteGroup', 'Groups');
