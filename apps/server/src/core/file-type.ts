import { fileTypeFromBuffer } from 'file-type';

/**
 * The format bytes are in, read from their content by file-type (never from the file's name or
 * the type the client declared): its usual extension (`png`, `pdf`, `mp4`, `avif`, `docx`), or
 * undefined when no known format matches (plain text, anything unknown).
 */
export const sniffedExtension = async (bytes: Uint8Array): Promise<string | undefined> =>
  bytes.length === 0 ? undefined : (await fileTypeFromBuffer(bytes))?.ext;
