import { translate, type Violation } from '@kampus/contract';
import type { Answer } from '../../core/actions.ts';
import { recordAction } from '../../core/audit.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import { scimContext, type ScimContext } from './scim-auth.ts';
import { discloseScimAnswer } from './scim-disclosure.ts';
import { errorAnswer, ScimError } from './scim-errors.ts';
import { KAMPUS_USER_SCHEMA } from './scim-user-map.ts';

/** Kampus's field names as the SCIM attributes a refusal names (the users and user_schools fields). */
const ATTRIBUTES: Record<string, string> = {
  name: 'name.givenName',
  lastName: 'name.familyName',
  email: 'userName',
  isActive: 'active',
  password: 'password',
  userType: `${KAMPUS_USER_SCHEMA}:userType`,
  schoolId: `${KAMPUS_USER_SCHEMA}:school`,
  user: 'members',
  school: 'members',
};

const attributeOf = (violation: Violation): string =>
  ATTRIBUTES[violation.propertyPath] ?? (violation.propertyPath || 'value');

/**
 * A refusal of Kampus's write path (the users screen's own rules) in SCIM's words: a field's
 * violation is `invalidValue` naming the attribute (a taken e-mail `uniqueness`), a policy's
 * 403 stays 403, a record out of reach 404, a record in use 409.
 */
const fromProblem = (problem: Problem): ScimError => {
  const first = problem.violations?.[0];
  if (first) {
    const attribute = attributeOf(first);
    const why = translate('en', first.message, first.values ?? {});
    if (first.message === 'validation.not_unique') return new ScimError(409, `${attribute}: ${why}`, 'uniqueness');
    return new ScimError(400, `${attribute}: ${why}`, 'invalidValue');
  }
  const detail = translate('en', problem.detailKey, problem.values);
  if (problem.status === 401 || problem.status === 403 || problem.status === 404 || problem.status === 409) {
    return new ScimError(problem.status, detail);
  }
  if (problem.status === 429) return new ScimError(429, detail);
  return new ScimError(400, detail, 'invalidValue');
};

export interface ScimCall {
  services: Services;
  db: Db;
  header: (name: string) => string | undefined;
  ip: string;
  /** What the request does, for the audit entry of a write (`scim_create_user`); absent for a read. */
  act?: string;
  /** The path as called, for the audit entry. */
  path: string;
}

/**
 * Runs one SCIM request: the bearer key's context, then the work in ONE transaction (every write
 * of the request, its audit entries, its SCIM links: all or none), then the answer. Any refusal,
 * SCIM's own or the write path's, rolls the transaction back and answers SCIM's Error JSON. A
 * write leaves one more audit entry naming the key and the path, beside the records' own entries.
 */
export const serveScim = async (
  call: ScimCall,
  work: (tx: Db, ctx: ScimContext) => Promise<Answer>,
): Promise<Answer> => {
  try {
    const ctx = await scimContext(call.services, call.header('authorization'), call.ip);
    return await inTransaction(call.db, async (tx) => {
      const result = await work(tx, ctx);
      await discloseScimAnswer(tx, ctx, call.path, result);
      if (call.act) {
        await recordAction(tx, ctx, {
          resource: 'scim',
          id: null,
          action: call.act,
          school: ctx.caller.schoolId,
          after: { keyId: ctx.keyId, path: call.path, status: result.status },
        });
      }
      return result;
    });
  } catch (error) {
    if (error instanceof ScimError) return errorAnswer(error);
    if (error instanceof Problem) return errorAnswer(fromProblem(error));
    throw error;
  }
};
