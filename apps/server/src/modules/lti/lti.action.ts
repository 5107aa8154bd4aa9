import {
  LTI_SCOPES,
  ltiAuthorizeAction,
  ltiJwksAction,
  ltiLaunchAction,
  ltiLineItemAction,
  ltiLineItemCreateAction,
  ltiLineItemDeleteAction,
  ltiLineItemsAction,
  ltiLineItemUpdateAction,
  ltiMembershipsAction,
  ltiResultsAction,
  ltiScoreAction,
  ltiTokenAction,
  ltiLinks,
  type RowOf,
} from '@kampus/contract';
import { answer, implement, type Answer } from '../../core/actions.ts';
import type { Services } from '../../core/services.ts';
import { issuerOf, authorizeLaunch, LaunchRefused, startLaunch } from './lti-launch.operation.ts';
import { launchForm, refusedPage } from './lti-pages.ts';
import { platformKey } from './lti-keys.ts';
import {
  createLineItem,
  deleteLineItem,
  lineItem,
  lineItems,
  memberships,
  postScore,
  results,
  updateLineItem,
} from './lti-services.operation.ts';
import { issueServiceToken, OAuthRefused, serviceCall, ServiceRefused, type ServiceCall } from './lti-token.ts';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const TYPES = {
  members: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
  items: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  item: 'application/vnd.ims.lis.v2.lineitem+json',
  results: 'application/vnd.ims.lis.v2.resultcontainer+json',
} as const;
const json = (status: number, body: unknown, type: string): Answer =>
  answer(status, JSON.stringify(body), { 'content-type': type, ...NO_STORE });

/** A service's work, its refusals answered as LTI's JSON errors (the problem+json of /api is not theirs). */
const served = async (work: () => Promise<Answer>): Promise<Answer> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceRefused) return json(error.status, { error: error.message }, 'application/json');
    throw error;
  }
};

const READ_ITEMS = [LTI_SCOPES.lineItems, LTI_SCOPES.lineItemsRead];

/** A service action's run: the tool's bearer token checked for one of `scopes`, then the work as its registrar. */
const service =
  (scopes: readonly string[], work: (call: ServiceCall, base: string) => Promise<Answer>) =>
  ({ services, header, ip }: { services: Services; header: (name: string) => string | undefined; ip: string }) =>
    served(async () => work(await serviceCall(services, header('authorization'), scopes, ip), issuerOf(services)));

const ltiLaunch = implement(ltiLaunchAction, async ({ services, ctx, record }) =>
  startLaunch(services, ctx.caller, record as RowOf<typeof ltiLinks>),
);

const ltiJwks = implement(ltiJwksAction, async ({ services }) => {
  const key = await platformKey(services);
  return answer(200, { keys: [key.publicJwk] }, { 'cache-control': 'public, max-age=300' });
});

const ltiAuthorize = implement(ltiAuthorizeAction, async ({ services, input }) => {
  try {
    const launch = await authorizeLaunch(services, input.query);
    return launchForm(launch);
  } catch (error) {
    if (error instanceof LaunchRefused) return refusedPage(error.message);
    throw error;
  }
});

const ltiToken = implement(ltiTokenAction, async ({ services, input }) => {
  try {
    return answer(
      200,
      await issueServiceToken(services, new URLSearchParams(Buffer.from(input.body).toString('utf8'))),
      NO_STORE,
    );
  } catch (error) {
    if (error instanceof OAuthRefused) return answer(error.status, { error: error.code }, NO_STORE);
    throw error;
  }
});

const ltiMemberships = implement(ltiMembershipsAction, (args) =>
  service([LTI_SCOPES.memberships], async (call, base) => {
    const { context } = args.input.params;
    const url = `${base}/lti/contexts/${context}/memberships`;
    return json(200, await memberships(args.db, call, context, url, args.input.query.role), TYPES.members);
  })(args),
);

const ltiLineItems = implement(ltiLineItemsAction, (args) =>
  service(READ_ITEMS, async (call, base) =>
    json(200, await lineItems(args.db, call, base, args.input.params.context, args.input.query), TYPES.items),
  )(args),
);

const ltiLineItemCreate = implement(ltiLineItemCreateAction, (args) =>
  service([LTI_SCOPES.lineItems], async (call, base) =>
    json(201, await createLineItem(args.db, call, base, args.input.params.context, args.input.body), TYPES.item),
  )(args),
);

const ltiLineItem = implement(ltiLineItemAction, (args) =>
  service(READ_ITEMS, async (call, base) => {
    const { context, item } = args.input.params;
    return json(200, await lineItem(args.db, call, base, context, item), TYPES.item);
  })(args),
);

const ltiLineItemUpdate = implement(ltiLineItemUpdateAction, (args) =>
  service([LTI_SCOPES.lineItems], async (call, base) => {
    const { context, item } = args.input.params;
    return json(200, await updateLineItem(args.db, call, base, context, item, args.input.body), TYPES.item);
  })(args),
);

const ltiLineItemDelete = implement(ltiLineItemDeleteAction, (args) =>
  service([LTI_SCOPES.lineItems], async (call) => {
    await deleteLineItem(args.db, call, args.input.params.context, args.input.params.item);
    return answer(204, undefined, NO_STORE);
  })(args),
);

const ltiScore = implement(ltiScoreAction, (args) =>
  service([LTI_SCOPES.scores], async (call) => {
    await postScore(args.db, call, args.input.params.context, args.input.params.item, args.input.body);
    return answer(204, undefined, NO_STORE);
  })(args),
);

const ltiResults = implement(ltiResultsAction, (args) =>
  service([LTI_SCOPES.results], async (call, base) => {
    const { context, item } = args.input.params;
    return json(200, await results(args.db, call, base, context, item, args.input.query.user_id), TYPES.results);
  })(args),
);

export const ltiActions = [
  ltiLaunch,
  ltiJwks,
  ltiAuthorize,
  ltiToken,
  ltiMemberships,
  ltiLineItems,
  ltiLineItemCreate,
  ltiLineItem,
  ltiLineItemUpdate,
  ltiLineItemDelete,
  ltiScore,
  ltiResults,
];
