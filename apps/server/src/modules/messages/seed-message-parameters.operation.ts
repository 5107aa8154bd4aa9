import { messageParameters } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { COMMUNICATION_PARAMETERS } from '@kampus/contract';

/**
 * The communication placeholders of each country in `message_parameters`, beside the exam
 * ones: each added when missing (an installation's own descriptions stay), so an existing
 * installation gets them at its next start.
 */
export const seedMessageParameters = async (db: Db): Promise<void> => {
  for (const [countryCode, list] of Object.entries(COMMUNICATION_PARAMETERS))
    for (const [parameter, , description] of list)
      await ensureRecord(db, messageParameters, { countryCode, parameter }, { description });
};
