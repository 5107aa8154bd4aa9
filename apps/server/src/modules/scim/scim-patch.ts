import { ScimError } from './scim-errors.ts';
import { members } from './scim-values.ts';

const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  /** The attribute path as sent (`name.givenName`, `members[value eq "…"]`); absent: `value` is a partial resource. */
  path?: string;
  value?: unknown;
}

const MAX_OPERATIONS = 1000;

const syntax = (why: string) => new ScimError(400, `PatchOp: ${why}`, 'invalidSyntax');

/**
 * A PatchOp body's operations (RFC 7644 3.5.2). `op` is read in any case (Entra sends `Replace`,
 * `Add`, `Remove`); a remove needs a path; anything else about the body is `invalidSyntax`.
 */
export const patchOperations = (body: Record<string, unknown>): PatchOperation[] => {
  const fields = members(body);
  const schemas = fields.get('schemas');
  if (schemas !== undefined && (!Array.isArray(schemas) || !schemas.includes(PATCH_SCHEMA))) {
    throw syntax(`"schemas" must name ${PATCH_SCHEMA}`);
  }
  const operations = fields.get('operations');
  if (!Array.isArray(operations) || operations.length === 0) throw syntax('"Operations" must be a non-empty list');
  if (operations.length > MAX_OPERATIONS) throw new ScimError(400, 'PatchOp: too many operations', 'tooMany');
  return operations.map((operation, index) => {
    const parts = members(operation);
    const op = parts.get('op');
    const path = parts.get('path');
    if (typeof op !== 'string' || !/^(add|replace|remove)$/i.test(op)) {
      throw syntax(`Operations[${index}].op must be add, replace or remove`);
    }
    if (path !== undefined && (typeof path !== 'string' || path.trim() === '' || path.length > 500)) {
      throw new ScimError(400, `Operations[${index}].path is not a path`, 'invalidPath');
    }
    const kind = op.toLowerCase() as PatchOperation['op'];
    if (kind === 'remove' && path === undefined) throw new ScimError(400, 'A remove needs a path.', 'noTarget');
    if (kind !== 'remove' && !parts.has('value')) throw syntax(`Operations[${index}].value is missing`);
    return { op: kind, ...(path === undefined ? {} : { path: path.trim() }), value: parts.get('value') };
  });
};

/** The part of a path after a core schema's URN (`urn:…:core:2.0:User:userName` is `userName`). */
export const withoutCoreUrn = (path: string): string =>
  path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i, '');
