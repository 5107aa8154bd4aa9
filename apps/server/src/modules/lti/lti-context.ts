import { builtInLabel, classes, courses, ltiLinks, ltiTools, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

export type LtiTool = RowOf<typeof ltiTools>;
export type LtiLink = RowOf<typeof ltiLinks>;

/** An LTI context of Kampus: a class's course (LTI's CourseSection), named `<class>-<course>`. */
export interface LtiContext {
  id: string;
  klass: RowOf<typeof classes>;
  course: RowOf<typeof courses>;
  title: string;
}

const contextId = (classId: number, courseId: number): string => `${classId}-${courseId}`;

/** The tool a client id names, or null. */
export const toolOfClient = async (db: Db, clientId: string): Promise<LtiTool | null> =>
  (await system(db).of(ltiTools).first({ clientId })) ?? null;

/**
 * The context a path names, read as `ctx` reads (the tool's registrar, or the launching person),
 * and only in the tool's school: another school's class is no context of this tool (null: 404).
 */
export const resolveContext = async (
  db: Db,
  ctx: RequestContext,
  tool: LtiTool,
  id: string,
): Promise<LtiContext | null> => {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(id);
  if (!match) return null;
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const [klass, course] = await Promise.all([
    reader.of(classes).first({ id: Number(match[1]) }),
    reader.of(courses).first({ id: Number(match[2]) }),
  ]);
  if (!klass || !course || klass.school !== tool.school || course.school !== tool.school) return null;
  const courseTitle = builtInLabel('courses', 'title', course.title, ctx.language);
  return { id: contextId(klass.id, course.id), klass, course, title: `${klass.title} ${courseTitle}` };
};
