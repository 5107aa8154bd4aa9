import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseStudent,
  useActiveStudentRecord,
  useChosenStudent,
  useParentStudents,
  type StudentRecord,
} from '../../api/school-life.ts';
import { useCurrentUser } from '../../api/session.ts';
import { notify } from '../../app/notices.ts';
import { loadsActiveStudent, userTypeId } from '../../app/session-rules.ts';
import { USER_TYPE } from '@kampus/contract/constants';

/**
 * Spec, "Loading user schools": a student or parent has an active student, the first of their
 * list unless the parent chose another; when it cannot be loaded it is cleared and
 * 'Error occurred!' is shown.
 */
export const useActiveStudent = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const family = loadsActiveStudent(user.data);
  const parent = userTypeId(user.data) === USER_TYPE.parent;
  const first = useActiveStudentRecord(family);
  const children = useParentStudents(family && parent);
  const chosenId = useChosenStudent();
  const students: StudentRecord[] = useMemo(
    () => (parent ? (children.data?.students ?? []) : first.data ? [first.data] : []),
    [parent, children.data, first.data],
  );
  const failed = first.isError || children.isError;

  useEffect(() => {
    if (!failed) return;
    chooseStudent(null);
    notify({ message: { key: 'ui.school_life.student_error' }, variant: 'error' });
  }, [failed, t]);

  // A parent's active student is known only once the children are: until then `first` is the
  // first child, and answering it made the active student flip to the chosen one a moment later,
  // which the profile took for a choice and followed (opening any address showed the chosen child).
  const settled = !parent || children.data !== undefined;
  const active = failed || !settled ? undefined : (students.find((student) => student.id === chosenId) ?? first.data);
  return {
    enabled: family,
    student: active,
    students,
    parentName: children.data?.parentName ?? null,
    isLoading: first.isLoading || children.isLoading,
    choose: (id: number) => chooseStudent(id),
  };
};
