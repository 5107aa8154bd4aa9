import type { ComponentType } from 'react';
import { StudentExportButtons } from '../students-io/StudentExportButtons.tsx';
import type { ListExtraProps } from './list-extra-props.ts';

/**
 * Tools another area adds to a generic list's header, by resource: one line each. They replace
 * the generic CSV export (the students' server exports hold the same rows, and more formats).
 */
export const listExtras: Readonly<Record<string, ComponentType<ListExtraProps>>> = {
  students: StudentExportButtons,
};
