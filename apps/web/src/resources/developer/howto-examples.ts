import { shellQuote } from './api-origin.ts';

/** The texts an example needs in the reader's language: its comment and the key's placeholder. */
export type Say = (key: string) => string;

/**
 * The how-to's curl commands for a host: each starts with a comment in the reader's language and
 * calls the real address this page was served from. The key stays in a shell variable, so a
 * copied command never carries it.
 */
export const howtoExamples = (origin: string, say: Say, schoolId: number | null) => {
  const school = String(schoolId ?? 1);
  return {
    auth: [
      `# ${say('example_key')}`,
      `export KAMPUS_KEY=${shellQuote(say('key_placeholder'))}`,
      `curl -s ${origin}/api/students.json \\`,
      `  -H "Authorization: Bearer $KAMPUS_KEY"`,
    ].join('\n'),
    login: [
      `# ${say('example_login')}`,
      `curl -s -X POST ${origin}/en/login \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"email":"you@example.com","pwd":"…"}'`,
    ].join('\n'),
    headers: [
      `# ${say('example_headers')}`,
      `curl -s -X PATCH ${origin}/api/students/42 \\`,
      `  -H "Authorization: Bearer $KAMPUS_KEY" \\`,
      `  -H 'Accept-Language: tr' \\`,
      `  -H 'Content-Type: application/merge-patch+json' \\`,
      `  -d '{"phone":"+90 555 000 00 00"}'`,
    ].join('\n'),
    tenancy: [
      `# ${say('example_tenancy')}`,
      `curl -s ${origin}/api/students.json \\`,
      `  -H "Authorization: Bearer $KAMPUS_KEY" \\`,
      `  -H 'schoolId: ${school}'`,
    ].join('\n'),
    paging: [
      `# ${say('example_paging')}`,
      `curl -s '${origin}/api/students.jsonld?page=2&itemsPerPage=50&order[lastName]=asc' \\`,
      `  -H "Authorization: Bearer $KAMPUS_KEY"`,
      `# ${say('example_all')}`,
      `curl -s '${origin}/api/classes.json?pagination=false' \\`,
      `  -H "Authorization: Bearer $KAMPUS_KEY"`,
    ].join('\n'),
  };
};
