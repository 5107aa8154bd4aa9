import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { getResource } from '@kampus/contract/resources';
import { grantOf, type Resource } from '@kampus/contract/resource';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessCaller } from '../../api/access.ts';
import { useList } from '../../api/resources.ts';
import { useAccommodationsOf } from '../../api/guidance.ts';
import { useStudentIdsOf } from '../../api/students.ts';
import type { ApiRecord } from '../../api/types.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { AccommodationNote } from '../guidance/AccommodationNote.tsx';
import { ClassHealthAlerts } from '../health/ClassHealthAlerts.tsx';
import { StudentPhoto } from './StudentPhoto.tsx';

const students = getResource('students') as Resource;

/** A select of a resource's records by title, for a filter the students' own fields cannot express. */
const LinkFilter = ({
  label,
  resource,
  labelField,
  value,
  onChange,
}: {
  label: string;
  resource: string;
  labelField: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const options = useList(resource, { page: 1, pageSize: 200, order: { field: labelField, direction: 'asc' } });
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('ui.student_profile.any')}</MenuItem>
      {(options.data?.items ?? []).map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          <bdi>{String(row[labelField] ?? row.id)}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * `/student`: the active school's students, paged and sorted by the server, searched by name
 * and number, filtered by grade level and active (the generic filters) and by class and tag:
 * those two are links to the student, so the chosen class's or tag's student ids are sent as
 * `id[]` conditions and the server still pages and sorts.
 */
export const StudentListPage = () => {
  const { t } = useTranslation();
  const caller = useAccessCaller();
  const [classId, setClassId] = useState('');
  const [tagId, setTagId] = useState('');
  const inClass = useStudentIdsOf('class_students', classId);
  const tagged = useStudentIdsOf('student_taggings', tagId);
  const mayListTags =
    caller !== undefined && grantOf(getResource('student_tags') as Resource, 'list', caller) !== 'none';

  const fixed = useMemo(() => {
    const sets = [classId ? inClass.data : undefined, tagId ? tagged.data : undefined].filter(
      (ids): ids is number[] => ids !== undefined,
    );
    if (sets.length === 0) return undefined;
    const [first, ...rest] = sets;
    const ids = (first ?? []).filter((id) => rest.every((other) => other.includes(id)));
    // No student matches: an id no record has keeps the list empty rather than unfiltered.
    return (ids.length > 0 ? ids : [0]).map((id) => ['id[]', String(id)] as const);
  }, [classId, tagId, inClass.data, tagged.data]);

  // One class shown: its students' accommodations as a column, for their teachers (never why).
  const accommodations = useAccommodationsOf(classId ? (inClass.data ?? []) : []).data;
  const leadColumns = useMemo<GridColDef<ApiRecord>[]>(
    () => [
      {
        field: 'photo',
        headerName: t('fields.photo'),
        width: 72,
        sortable: false,
        renderCell: ({ row }) => <StudentPhoto student={row} size={32} />,
      },
      ...(accommodations && accommodations.size > 0
        ? [
            {
              field: 'accommodations',
              headerName: t('ui.guidance.accommodations_note'),
              width: 220,
              sortable: false,
              valueGetter: (_value: unknown, row: ApiRecord) =>
                (accommodations.get(Number(row.id)) ?? [])
                  .map((each) =>
                    [t(`ui.values.${each.accommodationKind}`), each.accommodationDetail].filter(Boolean).join(': '),
                  )
                  .join(' · '),
            } satisfies GridColDef<ApiRecord>,
          ]
        : []),
    ],
    [t, accommodations],
  );

  return (
    <ResourceListPage
      resource={students}
      basePath="/student"
      editPath={(row) => `/student/${row.id}/edit`}
      fixed={fixed}
      leadColumns={leadColumns}
      // A phone's card has no Accommodations column: the note under the student, as the register shows it.
      cardExtra={(row) => <AccommodationNote accommodations={accommodations?.get(Number(row.id))} />}
      intro={
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
            <LinkFilter
              label={t('ui.student_profile.class_filter')}
              resource="classes"
              labelField="title"
              value={classId}
              onChange={setClassId}
            />
            {mayListTags && (
              <LinkFilter
                label={t('ui.student_profile.tag_filter')}
                resource="student_tags"
                labelField="tag"
                value={tagId}
                onChange={setTagId}
              />
            )}
          </Stack>
          {classId && <ClassHealthAlerts classId={Number(classId)} />}
        </>
      }
    />
  );
};
