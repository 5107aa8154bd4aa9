import { useMutation } from '@tanstack/react-query';
import { download } from './client.ts';
import { saveBlob } from './save-blob.ts';

/** A stored file as its record names it (a post's file, a homework's attachment). */
export interface StoredFile {
  name: string;
  url: string;
}

/**
 * Our own stored files (`/files/...`) answer only with the caller's token, through the record that
 * owns them; a plain link would open them without it (401). Addresses elsewhere are used as they are.
 */
export const isOwnFile = (url: string): boolean => url.startsWith('/files/');

/** Opens a stored file: ours downloaded with the token and saved under its name, others in a new tab. */
export const useOpenStoredFile = () =>
  useMutation({
    mutationFn: async (file: StoredFile) => {
      if (!isOwnFile(file.url)) {
        window.open(file.url, '_blank', 'noopener,noreferrer');
        return;
      }
      const { blob } = await download(file.url);
      saveBlob(blob, file.name);
    },
  });
