import { Problem, unprocessable } from '../../core/problem.ts';

/**
 * Runs one part of a multi-part command and names its refusals after the part: a student's
 * `name` becomes `student.name`, a fee's `feeAmount` `fees[0].feeAmount`, so a wizard shows each
 * message on its own step and field. `topLevel` fields keep their own name (the grade level the
 * student row stores is the command's own `gradeLevel`). A record out of reach (404) named by
 * the part is a 422 on `missing`.
 */
export const within = async <T>(
  prefix: string,
  work: () => Promise<T>,
  options: { topLevel?: readonly string[]; missing?: string } = {},
): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    if (error.status === 404 && options.missing) {
      throw unprocessable([{ propertyPath: `${prefix}.${options.missing}`, message: 'validation.invalid_reference' }]);
    }
    if (!error.violations) throw error;
    throw unprocessable(
      error.violations.map((found) => ({
        ...found,
        propertyPath: options.topLevel?.includes(found.propertyPath)
          ? found.propertyPath
          : `${prefix}.${found.propertyPath}`,
      })),
    );
  }
};
