import { formatOf } from '../course-content/file-formats.ts';

/** How an entry is drawn: an icon name of the web's icon set and a colour, by extension. */
const LOOKS: Record<string, { icon: string; color: string; kind: FileKind }> = {
  png: { icon: 'image', color: '#26a69a', kind: 'image' },
  jpg: { icon: 'image', color: '#26a69a', kind: 'image' },
  jpeg: { icon: 'image', color: '#26a69a', kind: 'image' },
  gif: { icon: 'image', color: '#26a69a', kind: 'image' },
  webp: { icon: 'image', color: '#26a69a', kind: 'image' },
  pdf: { icon: 'pdf', color: '#e53935', kind: 'pdf' },
  mp4: { icon: 'video', color: '#8e24aa', kind: 'video' },
  webm: { icon: 'video', color: '#8e24aa', kind: 'video' },
  zip: { icon: 'archive', color: '#6d4c41', kind: 'download' },
  docx: { icon: 'document', color: '#1e88e5', kind: 'download' },
  xlsx: { icon: 'spreadsheet', color: '#43a047', kind: 'download' },
  pptx: { icon: 'presentation', color: '#fb8c00', kind: 'download' },
  txt: { icon: 'text', color: '#757575', kind: 'download' },
  csv: { icon: 'spreadsheet', color: '#43a047', kind: 'download' },
  md: { icon: 'text', color: '#757575', kind: 'download' },
};

/** What a browser may show of a file inline: images, PDFs and videos; anything else is a download. */
export type FileKind = 'image' | 'pdf' | 'video' | 'download';

export const lookOf = (ext: string | null): { icon: string; color: string; kind: FileKind } =>
  (ext ? LOOKS[ext] : undefined) ?? { icon: 'file', color: '#9e9e9e', kind: 'download' };

/** The type a kept file is served as, from its extension (the upload checked the bytes match it). */
export const servedType = (ext: string | null): string => {
  switch (ext) {
    case 'png':
      return 'image/png';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'gif':
      return 'image/gif';
    case 'webp':
      return 'image/webp';
    case 'pdf':
      return 'application/pdf';
    case 'mp4':
      return 'video/mp4';
    case 'webm':
      return 'video/webm';
    default:
      return 'application/octet-stream';
  }
};

/** Extensions each detected format may be kept under (Office files are zips inside). */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  mp4: ['mp4'],
  webm: ['webm'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
};
const TEXT_EXTENSIONS = ['txt', 'csv', 'md'];

/** Plain text: valid UTF-8 with no NUL byte and nothing a browser would take for markup at its start. */
const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
    return !/^\s*</.test(text);
  } catch {
    return false;
  }
};

/**
 * Whether the bytes are what the name's extension says: the format is read from the content,
 * never from what the client declared. Answers the problem key when not.
 */
export const contentProblem = async (
  bytes: Uint8Array,
  ext: string | null,
): Promise<'file_type' | 'type_mismatch' | null> => {
  const format = await formatOf(bytes);
  if (format) return ext && EXTENSIONS_OF[format.extension]?.includes(ext) ? null : 'type_mismatch';
  if (ext && TEXT_EXTENSIONS.includes(ext)) return isPlainText(bytes) ? null : 'type_mismatch';
  return 'file_type';
};
