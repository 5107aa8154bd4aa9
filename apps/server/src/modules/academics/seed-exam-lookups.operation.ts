import { messageParameters, opticFormFieldNames, subjectBranches, type Resource } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { MESSAGE_PARAMETERS, OPTIC_FIELD_NAMES, SUBJECT_BRANCHES } from './exam-reference-data.ts';

const COUNTRIES = ['TR', 'US', 'GB'] as const;

/**
 * The exam area's reference data for TR, US and GB: subjects, message parameters and optic form
 * field names. Each lookup is filled only while empty (an installation's own edits stay), all in
 * one transaction.
 */
export const seedExamLookups = async (db: Db): Promise<void> => {
  const lookups: [Resource, () => Record<string, unknown>[]][] = [
    [
      subjectBranches,
      () =>
        COUNTRIES.flatMap((countryCode) =>
          SUBJECT_BRANCHES[countryCode].map(([title, code]) => ({ title, code, countryCode })),
        ),
    ],
    [
      messageParameters,
      () =>
        COUNTRIES.flatMap((countryCode) =>
          MESSAGE_PARAMETERS[countryCode].map(([parameter, description]) => ({ parameter, description, countryCode })),
        ),
    ],
    [
      opticFormFieldNames,
      () =>
        COUNTRIES.flatMap((countryCode) =>
          OPTIC_FIELD_NAMES[countryCode].map(([title, code], position) => ({ title, code, countryCode, position })),
        ),
    ],
  ];
  const empty: [Resource, () => Record<string, unknown>[]][] = [];
  for (const entry of lookups) if ((await system(db).of(entry[0]).count()) === 0) empty.push(entry);
  if (empty.length === 0) return;
  await inTransaction(db, async (tx) => {
    for (const [resource, rows] of empty) await createMany(tx, systemContext(), resource, rows());
  });
};
