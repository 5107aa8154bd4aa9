import type { Readable } from 'node:stream';

/** One stored object as listed: its key, size in bytes and last change. */
export interface FileEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** A stored object being read: a stream of its bytes with what an HTTP answer needs. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
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
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<FileEntry[]>;
  /** Where a browser reads the object: always the app's own `/files/<key>`, whichever store. */
  url(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A key is a relative path of plain names: no `..`, no leading slash, nothing a shell or URL must escape. */
export const isValidKey = (key: string): boolean =>
  key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

export const assertValidKey = (key: string): void => {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
};

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** Content type from the key's extension (the local store keeps no metadata beside the bytes). */
export const contentTypeOf = (key: string): string =>
  TYPES[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export const publicPath = (key: string): string => `/files/${key}`;
