import type { Audience } from './access.ts';

/** How high a kind of account stands: headquarters above campus above school above the rest. */
const seniority: Record<Audience, number> = {
  headquarters: 0,
  campus: 1,
  school: 2,
  teacher: 3,
  parent: 3,
  student: 3,
};

/**
 * Whether a user of kind `caller` may give an account the kind `target`: staff hand out only
 * kinds at or below their own (a school admin makes no headquarters staff). The server refuses
 * the others with 422; the user form offers only these.
 */
export const mayAssignAudience = (caller: Audience, target: Audience): boolean =>
  seniority[target] >= seniority[caller];
