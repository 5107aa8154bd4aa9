import { pageViewAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { pageViews } from '../../db/internal-tables.ts';

/** The page-view event every screen sends (usage statistics). */
export const recordPageView = implement(pageViewAction, async ({ db, ctx, input }) => {
  await db.insert(pageViews).values({
    userId: ctx.caller?.id ?? null,
    schoolId: ctx.activeSchoolId,
    path: input.body.path,
    title: input.body.title ?? null,
  });
});
