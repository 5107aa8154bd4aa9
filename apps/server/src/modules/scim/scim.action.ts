import * as contract from '@kampus/contract';
import { implement, type ImplementedAction } from '../../core/actions.ts';
import type { Db } from '../../db/database.ts';
import type { ScimContext } from './scim-auth.ts';
import { parseBody } from './scim-body.ts';
import { listResponse, MAX_PAGE, resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.ts';
import { scimAnswer } from './scim-errors.ts';
import { parseFilter, type Condition } from './scim-filter.ts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  GROUP_FILTERS,
  listGroups,
  patchGroup,
  replaceGroup,
} from './scim-groups.operation.ts';
import { patchOperations, type PatchOperation } from './scim-patch.ts';
import { projection } from './scim-projection.ts';
import { serveScim, type ScimCall } from './scim-serve.ts';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  patchUserById,
  replaceUser,
  USER_FILTERS,
} from './scim-users.operation.ts';
import { paging, single } from './scim-values.ts';

interface Args {
  services: ScimCall['services'];
  db: ScimCall['db'];
  header: ScimCall['header'];
  ip: string;
}

const call = (args: Args, path: string, act?: string): ScimCall => ({
  services: args.services,
  db: args.db,
  header: args.header,
  ip: args.ip,
  path,
  ...(act ? { act } : {}),
});

const at = (kind: string, id?: string) => `${contract.SCIM_BASE}/${kind}${id === undefined ? '' : `/${id}`}`;

/** A fixed discovery document, still behind the key: it says what this server offers its clients. */
const discovery = (declaration: typeof contract.scimSchemasAction, body: () => unknown): ImplementedAction =>
  implement(declaration, (args) => serveScim(call(args, declaration.path), async () => scimAnswer(200, body())));

type ListQuery = {
  filter?: string | string[];
  startIndex?: string | string[];
  count?: string | string[];
  attributes?: string | string[];
  excludedAttributes?: string | string[];
};

const listParts = (query: ListQuery, attributes: readonly string[]) => {
  const filter = single('filter', query.filter);
  return {
    conditions: filter === undefined || filter.trim() === '' ? [] : parseFilter(filter, attributes),
    page: paging(single('startIndex', query.startIndex), single('count', query.count), MAX_PAGE),
    view: projection(query.attributes, query.excludedAttributes),
  };
};

/** The six actions of one SCIM collection, as the contract declares them. */
interface CollectionDeclarations {
  list: typeof contract.scimUsersAction;
  one: typeof contract.scimUserAction;
  create: typeof contract.scimCreateUserAction;
  replace: typeof contract.scimReplaceUserAction;
  patch: typeof contract.scimPatchUserAction;
  remove: typeof contract.scimDeleteUserAction;
}

/**
 * What one SCIM collection (Users, Groups) does, in its operations' words. `withMembers` says
 * whether the client asked for the members (a group's may be thousands); users ignore it.
 */
interface CollectionOperations<R extends { meta: { location: string } }> {
  kind: 'Users' | 'Groups';
  /** The audit trail's act, `scim_create_<noun>` and so on. */
  noun: 'user' | 'group';
  filters: readonly string[];
  list: (
    tx: Db,
    ctx: ScimContext,
    conditions: Condition[],
    page: { offset: number; limit: number },
    withMembers: boolean,
  ) => Promise<{ total: number; resources: R[] }>;
  get: (tx: Db, ctx: ScimContext, id: string, withMembers: boolean) => Promise<R | undefined>;
  create: (tx: Db, ctx: ScimContext, body: unknown) => Promise<R | undefined>;
  replace: (tx: Db, ctx: ScimContext, id: string, body: unknown) => Promise<R | undefined>;
  patch: (tx: Db, ctx: ScimContext, id: string, operations: PatchOperation[]) => Promise<R | undefined>;
  remove: (tx: Db, ctx: ScimContext, id: string) => Promise<void>;
}

/** One collection's routes over its operations: the same protocol for users and groups. */
const collection = <R extends { meta: { location: string } }>(
  declared: CollectionDeclarations,
  ops: CollectionOperations<R>,
): ImplementedAction[] => [
  implement(declared.list, (args) =>
    serveScim(call(args, at(ops.kind)), async (tx, ctx) => {
      const { conditions, page, view } = listParts(args.input.query, ops.filters);
      const { total, resources } = await ops.list(tx, ctx, conditions, page, view.wants('members'));
      return scimAnswer(200, listResponse(total, page.offset, resources.map(view.apply)));
    }),
  ),
  implement(declared.one, (args) =>
    serveScim(call(args, at(ops.kind, args.input.params.id)), async (tx, ctx) => {
      const view = projection(args.input.query.attributes, args.input.query.excludedAttributes);
      return scimAnswer(200, view.apply((await ops.get(tx, ctx, args.input.params.id, view.wants('members'))) ?? {}));
    }),
  ),
  implement(declared.create, (args) =>
    serveScim(call(args, at(ops.kind), `scim_create_${ops.noun}`), async (tx, ctx) => {
      const created = await ops.create(tx, ctx, parseBody(args.input.body));
      return scimAnswer(201, created, created ? { location: created.meta.location } : {});
    }),
  ),
  implement(declared.replace, (args) =>
    serveScim(call(args, at(ops.kind, args.input.params.id), `scim_replace_${ops.noun}`), async (tx, ctx) =>
      scimAnswer(200, await ops.replace(tx, ctx, args.input.params.id, parseBody(args.input.body))),
    ),
  ),
  implement(declared.patch, (args) =>
    serveScim(call(args, at(ops.kind, args.input.params.id), `scim_patch_${ops.noun}`), async (tx, ctx) =>
      scimAnswer(200, await ops.patch(tx, ctx, args.input.params.id, patchOperations(parseBody(args.input.body)))),
    ),
  ),
  implement(declared.remove, (args) =>
    serveScim(call(args, at(ops.kind, args.input.params.id), `scim_delete_${ops.noun}`), async (tx, ctx) => {
      await ops.remove(tx, ctx, args.input.params.id);
      return scimAnswer(204);
    }),
  ),
];

export const scimActions: readonly ImplementedAction[] = [
  discovery(contract.scimServiceProviderConfigAction, serviceProviderConfig),
  discovery(contract.scimResourceTypesAction, resourceTypes),
  discovery(contract.scimSchemasAction, schemas),
  ...collection(
    {
      list: contract.scimUsersAction,
      one: contract.scimUserAction,
      create: contract.scimCreateUserAction,
      replace: contract.scimReplaceUserAction,
      patch: contract.scimPatchUserAction,
      remove: contract.scimDeleteUserAction,
    },
    {
      kind: 'Users',
      noun: 'user',
      filters: USER_FILTERS,
      list: (tx, ctx, conditions, page) => listUsers(tx, ctx, conditions, page),
      get: (tx, ctx, id) => getUser(tx, ctx, id),
      create: createUser,
      replace: replaceUser,
      patch: patchUserById,
      remove: deleteUser,
    },
  ),
  ...collection(
    {
      list: contract.scimGroupsAction,
      one: contract.scimGroupAction,
      create: contract.scimCreateGroupAction,
      replace: contract.scimReplaceGroupAction,
      patch: contract.scimPatchGroupAction,
      remove: contract.scimDeleteGroupAction,
    },
    {
      kind: 'Groups',
      noun: 'group',
      filters: GROUP_FILTERS,
      list: listGroups,
      get: getGroup,
      create: createGroup,
      replace: replaceGroup,
      patch: patchGroup,
      remove: deleteGroup,
    },
  ),
];
