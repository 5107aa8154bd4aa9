import { useSearchParams } from 'react-router';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The class and course a page is about, kept in the address (`?class=&course=`), so a reload opens the same one. */
export const useClassCourseParams = () => {
  const [params, setParams] = useSearchParams();
  const choose = (next: { classId: number | undefined; courseId: number | undefined }) => {
    const query = new URLSearchParams();
    if (next.classId !== undefined) query.set('class', String(next.classId));
    if (next.courseId !== undefined) query.set('course', String(next.courseId));
    setParams(query, { replace: true });
  };
  return { classId: idParam(params.get('class')), courseId: idParam(params.get('course')), choose };
};
