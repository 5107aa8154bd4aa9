import { studentBehaviours, studentDocuments, studentTaggings, studentTags, students } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';

/** Who wrote a record: the signed-in user (none for seeds and jobs). */
const writer = (ctx: RequestContext): number | null => ctx.caller?.id ?? null;

/**
 * A tag's `hit` is how many students carry it, counted rather than incremented so that two
 * people tagging at once cannot lose a use. `leaving` is a tagging about to be deleted, still
 * in the table. Written as the system: the count is derived data, not an edit worth an audit
 * entry, and a teacher who tags a student may not edit the tag itself.
 */
const recount = async (tx: Db, tagId: number, leaving = 0): Promise<void> => {
  const uses = await system(tx).of(studentTaggings).count({ tagId });
  await system(tx)
    .of(studentTags)
    .update(tagId, { hit: Math.max(0, uses - leaving) });
};

/** The tag's author is whoever created it; `hit` starts at nothing whatever a client sends. */
export const studentTagsHooks = defineHooks(studentTags, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, addedBy: writer(ctx), hit: 0 }),
});

export const studentTaggingsHooks = defineHooks(studentTaggings, {
  afterCreate: (tx, _ctx, row) => recount(tx, row.tagId),
  afterUpdate: async (tx, _ctx, row, previous) => {
    await recount(tx, row.tagId);
    if (previous.tagId !== row.tagId) await recount(tx, previous.tagId);
  },
  beforeDelete: (tx, _ctx, row) => recount(tx, row.tagId, 1),
});

/** A behaviour note names its writer; a later edit keeps the first author. */
export const studentBehavioursHooks = defineHooks(studentBehaviours, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, addedBy: writer(ctx) }),
});

/**
 * A deleted document takes its stored file with it, once the delete has committed (a delete
 * rolled back keeps both). Should the store fail, the record is gone all the same: an orphan
 * file no one can reach (keys sit outside `/files`) is better than a delete answered 500.
 */
export const studentDocumentsHooks = defineHooks(studentDocuments, {
  afterDeleteCommitted: async (row, services) => {
    if (!row.fileKey) return;
    await fileStoreFor(services.config)
      .delete(row.fileKey)
      .catch(() => undefined);
  },
});

/** A deleted student takes their photo's file with them, after the delete has committed. */
export const studentsHooks = defineHooks(students, {
  afterDeleteCommitted: async (row, services) => {
    if (!row.photoKey) return;
    await fileStoreFor(services.config)
      .delete(row.photoKey)
      .catch(() => undefined);
  },
});
