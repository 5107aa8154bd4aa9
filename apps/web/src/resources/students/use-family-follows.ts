import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useActiveStudent } from '../school-life/use-active-student.ts';

/**
 * For a parent or student, the profile follows the top bar's student: opening a child's
 * profile by its address makes that child the active one, and choosing another child in the
 * switcher moves the profile to them, on the same tab.
 */
export const useFamilyFollows = (studentId: number, section: string): void => {
  const { enabled, student, students, choose } = useActiveStudent();
  const navigate = useNavigate();
  const previous = useRef<number | undefined>(undefined);
  const activeId = student?.id;
  const ours = students.some((child) => child.id === studentId);

  useEffect(() => {
    if (!enabled || activeId === undefined) return;
    const before = previous.current;
    previous.current = activeId;
    if (before === undefined) {
      // First look: the address names one of the family's students: that one becomes active.
      if (ours && activeId !== studentId) choose(studentId);
      return;
    }
    if (before !== activeId && activeId !== studentId) void navigate(`/student/${activeId}/${section}`);
  }, [enabled, activeId, studentId, ours, section, navigate, choose]);
};
