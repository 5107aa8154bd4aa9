import type { Readable } from 'node:stream';
import { notFound } from '../../core/problem.ts';
import type { FileStore } from '../../integrations/files/index.ts';

/**
 * A record's new file: stored first, then the record is pointed at it (`point`), then the file it
 * replaces is removed. The record never names a file that is not there, and a failed write
 * leaves the old file in place.
 */
export const replaceRecordFile = async <Row>(
  files: FileStore,
  file: { key: string; bytes: Buffer; contentType: string; replaces: string | null | undefined },
  point: () => Promise<Row>,
): Promise<Row> => {
  await files.put(file.key, file.bytes, file.contentType);
  const row = await point();
  if (file.replaces && file.replaces !== file.key) await files.delete(file.replaces);
  return row;
};

/**
 * The file a record names, read once the caller has loaded the record (so through its read
 * policy): a record without a file and a file the store has lost both answer 404.
 */
export const openRecordFile = async (
  files: FileStore,
  key: string | null | undefined,
): Promise<{ body: Readable; size: number | undefined }> => {
  if (!key) throw notFound();
  const file = await files.get(key);
  if (!file) throw notFound();
  return { body: file.body, size: file.size };
};
