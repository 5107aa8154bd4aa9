import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The strings one source file writes: whole literals, and the fixed pieces of its template literals. */
export interface SourceStrings {
  /** Repository path, with forward slashes. */
  readonly path: string;
  /** `'ui.form.save'` and `` `ui.form.save` `` as they are. */
  readonly literals: ReadonlySet<string>;
  /** The text between the placeholders of a template literal: `ui.dashboards.report_` of `` `ui.dashboards.report_${name}` ``. */
  readonly pieces: ReadonlySet<string>;
}

/**
 * Read by the TypeScript parser rather than by a pattern: an apostrophe in a comment
 * (`// the student's`) or a quote inside a template would pair the wrong quotes.
 */
export const stringsOf = (path: string, text: string): SourceStrings => {
  const literals = new Set<string>();
  const pieces = new Set<string>();
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) pieces.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind));
  return { path, literals, pieces };
};

const SOURCE = /\.tsx?$/;

/** Every `.ts`/`.tsx` file under `dir` (as repository paths) that `keep` accepts, `node_modules` and builds left out. */
export const sourceFiles = (root: string, dir: string, keep: (path: string) => boolean): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !/(^|\/)(node_modules|dist)\//.test(path) && keep(path))
    .sort();

/** The strings of every file, read from disk. */
export const readStrings = (root: string, paths: readonly string[]): SourceStrings[] =>
  paths.map((path) => stringsOf(path, readFileSync(join(root, path), 'utf8')));
