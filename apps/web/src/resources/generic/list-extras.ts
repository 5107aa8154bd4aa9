import type { ComponentType } from 'react';
import { StudentExportButtons } from '../students-io/StudentExportButtons.tsx';

/** What a list's tools are given: the list's chosen filters and search, as the list sends them. */
export interface ListExtraProps {
  filters?: Record<string, string>;
}

/**
 * Tools another area adds to a generic list's header, by resource: one line each. They replace
 * the generic CSV export (the students' server exports hold the same rows, and more formats).
 */
export const listExtras: Readonly<Record<string, ComponentType<ListExtraProps>>> = {
  students: StudentExportButtons,
};
