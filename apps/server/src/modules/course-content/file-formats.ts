import { sniffedExtension } from '../../core/file-type.ts';

/** A format a course file may have, read from its first bytes: its extension and the type it is served as. */
export interface FileFormat {
  extension: string;
  contentType: string;
  /** Whether a browser shows it inline (media and images); anything else is a download. */
  inline: boolean;
}

const FORMATS: readonly FileFormat[] = [
  { extension: 'mp4', contentType: 'video/mp4', inline: true },
  { extension: 'webm', contentType: 'video/webm', inline: true },
  { extension: 'png', contentType: 'image/png', inline: true },
  { extension: 'jpg', contentType: 'image/jpeg', inline: true },
  { extension: 'gif', contentType: 'image/gif', inline: true },
  { extension: 'webp', contentType: 'image/webp', inline: true },
  { extension: 'pdf', contentType: 'application/pdf', inline: false },
  // Zip, and the Office formats built on it (docx, xlsx, pptx): kept as a zip download.
  { extension: 'zip', contentType: 'application/zip', inline: false },
];

/** What file-type names that we keep under another of our formats. */
const KEPT_AS: Readonly<Record<string, string>> = {
  m4v: 'mp4',
  mov: 'mp4',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
};

/**
 * The format the bytes are in, or null for anything we do not keep. Read by file-type, which
 * looks past a `ftyp` box at its brand: an AVIF or HEIC image is no MP4 video.
 */
export const formatOf = async (bytes: Uint8Array): Promise<FileFormat | null> => {
  const sniffed = await sniffedExtension(bytes);
  const extension = sniffed === undefined ? undefined : (KEPT_AS[sniffed] ?? sniffed);
  return FORMATS.find((format) => format.extension === extension) ?? null;
};

/** Formats each kind of upload accepts. */
export const ACCEPTED: Readonly<Record<'video' | 'thumb' | 'assets' | 'lecture', readonly string[]>> = {
  video: ['mp4', 'webm'],
  thumb: ['png', 'jpg', 'gif', 'webp'],
  assets: ['zip'],
  lecture: ['pdf', 'zip', 'png', 'jpg', 'gif', 'webp', 'mp4', 'webm'],
};

/** The served type of a stored key, from the extension the upload wrote (never from the client). */
export const formatOfKey = (key: string): FileFormat | null => {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return FORMATS.find((format) => format.extension === extension) ?? null;
};
