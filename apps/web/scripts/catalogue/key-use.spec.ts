// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anchorsOf, isUsed, sourceUse, staleFamilies, unusedKeys, type KeyFamily } from './key-use.ts';
import { stringsOf } from './source-strings.ts';

const page = stringsOf(
  'apps/web/src/Page.tsx',
  `
  // the student's page: an apostrophe in a comment pairs no quotes
  const STEPS = ['season', 'students'] as const;
  export const Page = () => <p title="ui.page.title">{t('ui.page.save')} {t(\`ui.page.steps.\${STEPS[0]}\`)}</p>;
  const counted = t('ui.page.lessons', { count: 2 });
  const report = (name: string) => t(\`ui.page.report_\${name}\`);
  `,
);
const pdf = stringsOf(
  'apps/server/src/pdf.ts',
  "const t = (key: string) => translate(language, `pdf.${key}`); t('title'); t(`kinds.${kind}`);",
);
const kinds = stringsOf('apps/server/src/kinds.ts', "export type Kind = 'fee' | 'refund';");
const use = sourceUse([page, pdf, kinds]);

const steps: KeyFamily = { keys: 'ui.page.steps.*', builtIn: 'apps/web/src/Page.tsx' };
const reports: KeyFamily = {
  keys: 'ui.page.report_*',
  builtIn: 'apps/web/src/Page.tsx',
  each: ['cash', 'audit_trail'],
};
const relative: KeyFamily = { keys: 'pdf.*', builtIn: 'apps/server/src/pdf.ts' };
const kindsOf: KeyFamily = { keys: 'pdf.kinds.*', builtIn: 'apps/server/src/pdf.ts', namedIn: 'apps/server/src/' };
const families = [steps, reports, relative, kindsOf];

describe('which catalogue keys the code uses', () => {
  it('counts a key a literal names whole, in quotes, backticks or a JSX attribute', () => {
    expect(unusedKeys(['ui.page.save', 'ui.page.title'], use, [])).toEqual([]);
  });

  it('reports a key nothing names', () => {
    expect(unusedKeys(['ui.page.save', 'ui.page.delete', 'ui.page'], use, families)).toEqual([
      'ui.page.delete',
      'ui.page',
    ]);
  });

  it('counts the plural forms of a counted key, English and Arabic ones alike', () => {
    const forms = ['ui.page.lessons_one', 'ui.page.lessons_other', 'ui.page.lessons_few', 'ui.page.lessons_zero'];
    expect(unusedKeys(forms, use, [])).toEqual([]);
    expect(unusedKeys(['ui.page.save_one', 'ui.page.hours_other'], use, [])).toEqual(['ui.page.hours_other']);
  });

  it('counts a built key whose name the builder lists, not one it does not', () => {
    expect(isUsed('ui.page.steps.season', use, families)).toBe(true);
    expect(isUsed('ui.page.steps.result', use, families)).toBe(false);
    // one segment only: `*` does not stand for a dotted name
    expect(isUsed('ui.page.steps.season.title', use, families)).toBe(false);
  });

  it('counts a built key whose name a declaration gives (`each`), the end of a segment included', () => {
    expect(
      unusedKeys(['ui.page.report_cash', 'ui.page.report_audit_trail', 'ui.page.report_gone'], use, families),
    ).toEqual(['ui.page.report_gone']);
  });

  it("counts a helper's keys by the names it is given, and a family's names from a folder", () => {
    expect(unusedKeys(['pdf.title', 'pdf.subtitle', 'pdf.kinds.fee', 'pdf.kinds.void'], use, families)).toEqual([
      'pdf.subtitle',
      'pdf.kinds.void',
    ]);
  });

  it('reports a family whose builder is gone or builds it no more', () => {
    expect(staleFamilies(families, use)).toEqual([]);
    expect(
      staleFamilies(
        [
          { keys: 'ui.page.sections.*', builtIn: 'apps/web/src/Page.tsx' },
          { keys: 'ui.gone.*', builtIn: 'apps/web/src/Gone.tsx' },
          { keys: 'pdf.kinds.*', builtIn: 'apps/server/src/pdf.ts', namedIn: 'apps/server/src/kinds/' },
        ],
        use,
      ),
    ).toEqual([
      'ui.page.sections.*: apps/web/src/Page.tsx has no string with sections.',
      'ui.gone.*: apps/web/src/Gone.tsx is not a scanned source file',
      'pdf.kinds.*: apps/server/src/kinds/ holds no scanned source file',
    ]);
  });

  it('anchors each `*` on the fixed text before it, or on the segment before a whole-segment `*`', () => {
    expect(anchorsOf('ui.dashboards.report_*')).toEqual(['report_']);
    expect(anchorsOf('ui.*.audiences.*')).toEqual(['ui.', 'audiences.']);
  });
});
