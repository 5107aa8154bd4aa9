import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { serverDir } from '../../paths.ts';

const entry = z.object({
  title: z.string(),
  authors: z.string(),
  subjects: z.string().optional(),
  publisher: z.string().optional(),
  publishedYear: z.number().int().optional(),
});
export type IsbnEntry = z.infer<typeof entry>;

let catalogue: Map<string, IsbnEntry> | undefined;

/**
 * The committed ISBN list (`isbn-catalogue.json`: the demo's books), read once. Kampus asks no
 * outside service: a title not in it is typed by the librarian. From the server's folder, so the
 * sources and the built bundle find the same file (paths.ts).
 */
export const lookupIsbn = (isbn: string): IsbnEntry | undefined => {
  catalogue ??= new Map(
    Object.entries(
      z
        .record(z.string(), entry)
        .parse(JSON.parse(readFileSync(join(serverDir, 'src', 'modules', 'library', 'isbn-catalogue.json'), 'utf8'))),
    ),
  );
  return catalogue.get(isbn);
};
