const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The class and course an address names (`?class=&course=`): what the grid's page and its prefetch read alike. */
export const classCourseOf = (
  params: URLSearchParams,
): { classId: number | undefined; courseId: number | undefined } => ({
  classId: idParam(params.get('class')),
  courseId: idParam(params.get('course')),
});
