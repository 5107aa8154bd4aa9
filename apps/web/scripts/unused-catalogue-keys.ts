/**
 * `npm run lint:catalogue`: fails on a catalogue key that the code never uses (issue 29). A key
 * is used when a string of the source names it whole, or when a family the code builds at runtime
 * holds it (catalogue/families.ts, catalogue/derived-families.ts). Tests do not count as users:
 * a key only a test names is shown on no screen. docs/testing.md says more.
 */
import { fileURLToPath } from 'node:url';
import { catalogueFindings } from './catalogue/findings.ts';
import { readStrings, sourceFiles } from './catalogue/source-strings.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The catalogues themselves: their keys are property names, their texts no keys. */
const CATALOGUE = /\/i18n\/(locales|labels)\/|\/resources\/[^/]+\/labels\//;
const TEST = /\.spec\.tsx?$|\.type-test\.ts$|\/test-support\//;
const SOURCES = ['apps/api-admin/src', 'apps/server/src', 'apps/web/src', 'packages/contract/src'];

const code = SOURCES.flatMap((dir) => sourceFiles(root, dir, (path) => !CATALOGUE.test(path) && !TEST.test(path)));
// Read only to say, beside an unused key, that a test names it (and needs changing with it).
const tests = [
  ...SOURCES.flatMap((dir) => sourceFiles(root, dir, (path) => TEST.test(path))),
  ...sourceFiles(root, 'apps/server/test', () => true),
  ...sourceFiles(root, 'e2e', () => true),
];

const findings = await catalogueFindings(readStrings(root, code), readStrings(root, tests));
for (const line of findings.lines) console.error(line);
console.error(
  `${findings.keys} keys in ${findings.catalogues} catalogues, ${findings.families} families, ${code.length} files: ` +
    `${findings.unused} unused, ${findings.kept} kept unused on purpose`,
);
process.exit(findings.lines.length > 0 ? 1 : 0);
