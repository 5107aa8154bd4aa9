import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

export type { FileEntry, FileStore } from './file-store.ts';
export { contentTypeOf, isInlineImage, isValidKey } from './file-store.ts';

const stores = new WeakMap<Config, FileStore>();

/** The file store the settings name: S3 when `S3_BUCKET` is set, else `DATA_DIR/files`. One per config. */
export const fileStoreFor = (config: Config): FileStore => {
  let store = stores.get(config);
  if (!store) {
    store = config.s3Bucket
      ? s3FileStore({
          bucket: config.s3Bucket,
          endpoint: config.s3Endpoint,
          region: config.s3Region,
          prefix: config.s3Prefix,
        })
      : localFileStore(join(config.dataDir, 'files'));
    stores.set(config, store);
  }
  return store;
};
