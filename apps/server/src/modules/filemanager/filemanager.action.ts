import {
  createFolderAction,
  deleteFileEntriesAction,
  driveSignInAction,
  listDriveFilesAction,
  linkManagedFileAction,
  listFileEntriesAction,
  moveFileEntriesAction,
  readManagedFileAction,
  renameFileEntryAction,
  uploadManagedFileAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { driveFor, driveSignInOf } from '../../integrations/drive/index.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { createFolder, deleteEntries, moveEntries, renameEntry, uploadFile } from './change-entries.operation.ts';
import { linkFile } from './link-file.operation.ts';
import { listEntries } from './list-entries.operation.ts';
import { readManagedFile } from './read-file.operation.ts';

export const listFolder = implement(listFileEntriesAction, async ({ db, ctx, services, input }) =>
  listEntries(db, ctx, fileStoreFor(services.config), services.key, input.query.path),
);

export const makeFolder = implement(createFolderAction, async ({ db, ctx, services, input }) =>
  answer(
    201,
    await createFolder(
      { db, ctx, store: fileStoreFor(services.config), signingKey: services.key },
      input.body.path,
      input.body.name,
    ),
  ),
);

export const upload = implement(uploadManagedFileAction, async ({ db, ctx, services, input }) =>
  answer(
    201,
    await uploadFile(
      { db, ctx, store: fileStoreFor(services.config), signingKey: services.key },
      input.query.path,
      input.query.name,
      input.body,
    ),
  ),
);

export const rename = implement(renameFileEntryAction, async ({ db, ctx, services, input }) =>
  renameEntry(
    { db, ctx, store: fileStoreFor(services.config), signingKey: services.key },
    input.body.id,
    input.body.name,
  ),
);

export const move = implement(moveFileEntriesAction, async ({ db, ctx, services, input }) =>
  moveEntries(
    { db, ctx, store: fileStoreFor(services.config), signingKey: services.key },
    input.body.ids,
    input.body.to,
  ),
);

export const remove = implement(deleteFileEntriesAction, async ({ db, ctx, services, input }) => {
  await deleteEntries({ db, ctx, store: fileStoreFor(services.config), signingKey: services.key }, input.body.ids);
  return answer(204, undefined);
});

export const read = implement(readManagedFileAction, async ({ db, services, input, context, header }) =>
  readManagedFile({ db, signingKey: services.key, context }, fileStoreFor(services.config), {
    school: input.query.school,
    id: input.query.id,
    ticket: input.query.ticket,
    download: input.query.download === '1',
    thumb: input.query.thumb === '1',
    range: header('range'),
  }),
);

export const link = implement(linkManagedFileAction, async ({ db, ctx, services, input }) =>
  linkFile(db, ctx, fileStoreFor(services.config), services.key, input.body.id),
);

export const drive = implement(listDriveFilesAction, async ({ services, input }) =>
  driveFor(services.config, services.key).list(input.body.accessToken, input.body.pageToken),
);

export const driveSignIn = implement(driveSignInAction, async ({ services }) => driveSignInOf(services.config));
