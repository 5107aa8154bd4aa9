import type { ComponentType } from 'react';
import { StudentExportButtons } from '../students-io/StudentExportButtons.tsx';

/** Tools another area adds to a generic list's header, by resource: one line each. */
export const listExtras: Readonly<Record<string, ComponentType>> = {
  students: StudentExportButtons,
};
