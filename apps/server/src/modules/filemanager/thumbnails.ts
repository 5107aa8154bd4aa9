import sharp from 'sharp';
import type { FileStore } from '../../integrations/files/index.ts';
import { readWhole } from './file-tree.ts';

/** The grid entry is 165 x 130 (platform spec, section 9): the thumbnail fits inside it. */
const THUMB = { width: 165, height: 130 } as const;

/**
 * The thumbnail of an image, made on the server once and kept beside the files (an upload or a
 * move drops it). Null when there is no such file or its bytes are not an image sharp reads.
 */
export const thumbnailOf = async (store: FileStore, key: string, thumb: string): Promise<Buffer | null> => {
  const kept = await readWhole(store, thumb);
  if (kept) return kept;
  const bytes = await readWhole(store, key);
  if (!bytes) return null;
  try {
    const made = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ ...THUMB, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await store.put(thumb, made, 'image/webp');
    return made;
  } catch {
    return null;
  }
};
