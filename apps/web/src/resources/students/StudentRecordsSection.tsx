import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import type { ReactElement, ReactNode } from 'react';
import type { Crumb } from '../../components/PageHeader.tsx';
import type { ApiRecord } from '../../api/types.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';

export interface StudentRecordsSectionProps {
  studentId: number;
  resourceName: string;
  /** The field naming the student: fixed in the list and sent on create. */
  field: string;
  basePath: string;
  title: string;
  crumbs: Crumb[];
  /** `{section}/new`, or `{section}/{sid}` with its action. */
  sid?: string | undefined;
  saction?: string | undefined;
  rowActions?: ((row: ApiRecord) => ReactElement[]) | undefined;
  /** Buttons beside the list's Export and New (a section's print or series buttons). */
  headerActions?: ReactNode;
}

/**
 * One of the student's records, listed for this student only, with the generic form for a new
 * one (the student already set) or for editing and deleting one: the generic screens of the
 * resource, fixed to the student, as any sub-screen of a record is.
 */
export const StudentRecordsSection = ({
  studentId,
  resourceName,
  field,
  basePath,
  title,
  crumbs,
  sid,
  saction,
  rowActions,
  headerActions,
}: StudentRecordsSectionProps) => {
  const resource = getResource(resourceName) as Resource;
  if (sid !== undefined) {
    // `new` is add mode (no id); any other sub-id is a record of the tab, with its action.
    const isNew = sid === 'new';
    return (
      <ResourceFormPage
        resource={resource}
        basePath={basePath}
        id={isNew ? undefined : sid}
        action={isNew ? undefined : saction}
        fixedValues={{ [field]: studentId }}
        parentCrumbs={crumbs}
        title={title}
      />
    );
  }
  return (
    <ResourceListPage
      key={resourceName}
      resource={resource}
      basePath={basePath}
      title={title}
      fixedFilters={{ [field]: String(studentId) }}
      parentCrumbs={crumbs}
      rowActions={rowActions}
      headerActions={headerActions}
    />
  );
};
