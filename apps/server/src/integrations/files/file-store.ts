import type { Readable } from 'node:stream';

/** One stored object as listed: its key, size in bytes and last change. */
export interface FileEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Bytes `start` to `end` of an object, both included (an HTTP range, already checked against its size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored object being read: a stream of its bytes with what an HTTP answer needs. */
interface StoredFile {
  body: Readable;
  contentType: string;
  /** The whole object's size, also when only a range of it is streamed. */
  size: number | undefined;
  modifiedAt: Date | undefined;
}

/** What is known of an object without reading it. */
interface FileInfo {
  size: number;
  modifiedAt: Date | undefined;
}

/**
 * Where Kampus keeps uploaded files: the local disk (`DATA_DIR/files`) or an S3-compatible
 * object store. Keys are paths such as `schools/3/images/logo.png`; the school id in the key
 * is what tenancy checks read.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object (only `range` of its bytes when given), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The object's size and last change, or null when there is none (to answer a range request). */
  head(key: string): Promise<FileInfo | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<FileEntry[]>;
  /** Where a browser reads the object: always the app's own `/files/<key>`, whichever store. */
  url(key: string): string;
}

// Parts after the first may start with a dot: the file manager keeps hidden files and its empty
// folders' `.folder` markers; `.` and `..` themselves are refused below.
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9._-]+)*$/i;

/** A key is a relative path of plain names: no `..`, no leading slash, nothing a shell or URL must escape. */
export const isValidKey = (key: string): boolean =>
  key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

export const assertValidKey = (key: string): void => {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
};

/**
 * The only types a stored file is ever served as inline: raster images, which a browser only
 * draws. Uploads are checked by their bytes and stored under the extension of the format found.
 */
const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

const DOWNLOAD_TYPE = 'application/octet-stream';

/**
 * Content type from the key's extension (the local store keeps no metadata beside the bytes):
 * a raster image type, or a download for anything else (an SVG or a page kept from before the
 * upload rules included), never a type a browser would run.
 */
export const contentTypeOf = (key: string): string =>
  RASTER_TYPES[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? DOWNLOAD_TYPE;

/** Whether a file of that key is shown inline (a raster image) rather than offered as a download. */
export const isInlineImage = (key: string): boolean => contentTypeOf(key) !== DOWNLOAD_TYPE;

export const publicPath = (key: string): string => `/files/${key}`;
