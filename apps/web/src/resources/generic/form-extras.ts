import type { ComponentType } from 'react';
import { DisclosedStudents } from '../privacy/DisclosedStudents.tsx';
import { PersonalDataExports } from '../privacy/PersonalDataExports.tsx';
import type { FormExtraProps } from './form-extra-props.ts';

/**
 * What another area shows below a generic record's form (an existing record, above its history),
 * by resource: one line each. A data-subject request offers the access exports that answer it; a
 * disclosure names the students whose data it sent.
 */
export const formExtras: Readonly<Record<string, ComponentType<FormExtraProps>>> = {
  delete_personal_data_requests: PersonalDataExports,
  disclosures: DisclosedStudents,
};
