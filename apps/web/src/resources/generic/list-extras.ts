import type { ComponentType } from 'react';
import { PrivacyRequestsDue } from '../privacy/PrivacyRequestsDue.tsx';
import { StudentExportButtons } from '../students-io/StudentExportButtons.tsx';
import type { ListExtraProps, ListIntroProps } from './list-extra-props.ts';

/**
 * Tools another area adds to a generic list's header, by resource: one line each. They replace
 * the generic CSV export (the students' server exports hold the same rows, and more formats).
 */
export const listExtras: Readonly<Record<string, ComponentType<ListExtraProps>>> = {
  students: StudentExportButtons,
};

/** What another area shows above a generic list's filters, by resource: one line each. */
export const listIntros: Readonly<Record<string, ComponentType<ListIntroProps>>> = {
  delete_personal_data_requests: PrivacyRequestsDue,
};
