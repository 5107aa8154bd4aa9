/** A format a course file may have, read from its first bytes: its extension and the type it is served as. */
export interface FileFormat {
  extension: string;
  contentType: string;
  /** Whether a browser shows it inline (media and images); anything else is a download. */
  inline: boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const FORMATS: readonly { test: (bytes: Uint8Array) => boolean; format: FileFormat }[] = [
  // ISO base media (MP4): a `ftyp` box first, its size in the four bytes before.
  {
    test: (b) => startsWith(b, ascii('ftyp'), 4),
    format: { extension: 'mp4', contentType: 'video/mp4', inline: true },
  },
  // Matroska/WebM: the EBML magic number.
  {
    test: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
    format: { extension: 'webm', contentType: 'video/webm', inline: true },
  },
  {
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]),
    format: { extension: 'png', contentType: 'image/png', inline: true },
  },
  {
    test: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
    format: { extension: 'jpg', contentType: 'image/jpeg', inline: true },
  },
  { test: (b) => startsWith(b, ascii('GIF8')), format: { extension: 'gif', contentType: 'image/gif', inline: true } },
  {
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
    format: { extension: 'webp', contentType: 'image/webp', inline: true },
  },
  {
    test: (b) => startsWith(b, ascii('%PDF-')),
    format: { extension: 'pdf', contentType: 'application/pdf', inline: false },
  },
  // Zip, and the Office formats built on it (docx, xlsx, pptx): kept as a zip download.
  {
    test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
    format: { extension: 'zip', contentType: 'application/zip', inline: false },
  },
];

/** The format the bytes are in, or null for anything we do not keep. */
export const formatOf = (bytes: Uint8Array): FileFormat | null =>
  FORMATS.find((entry) => entry.test(bytes))?.format ?? null;

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
  return FORMATS.find((entry) => entry.format.extension === extension)?.format ?? null;
};
