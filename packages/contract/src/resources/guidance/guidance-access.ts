import { duties, type Grant } from '../../resource/index.ts';

/**
 * Who reads and writes the confidential guidance records: the school's counsellors (duty
 * `counsellor`) and headquarters' guidance lead (duty `guidance_lead`, which reaches every school of
 * the group). No teacher, no other staff, no family (docs/guidance.md).
 */
export const counsellors: readonly Grant[] = duties('counsellor', 'guidance_lead');

/** The counsellors' own access: every operation, nobody else. */
export const counsellorsOnly = {
  list: counsellors,
  read: counsellors,
  create: counsellors,
  update: counsellors,
  delete: counsellors,
};
