import type { Paragraph, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import stripMarkdown from 'strip-markdown';

/** A table's rows as lines of cells, where strip-markdown would drop the table with its words. */
const tableRows = (table: Table): Paragraph[] =>
  table.children.map((row) => ({
    type: 'paragraph',
    children: [{ type: 'text', value: row.children.map((cell) => toString(cell)).join(' | ') }],
  }));

/** Everything but lists is flattened to paragraphs of plain text; lists are kept to print their bullets. */
const plain = remark()
  .use(remarkGfm)
  .use(stripMarkdown, { keep: ['list', 'listItem'], remove: [['table', tableRows]] });

/** A block's lines: a paragraph as it is, a list item with a bullet, a nested list indented under it. */
const linesOf = (node: RootContent, depth: number): string[] => {
  if (node.type !== 'list') return [toString(node)];
  return node.children.flatMap((item) =>
    item.children.flatMap((child, index) => {
      const lines = linesOf(child, depth + 1);
      if (index > 0 || child.type === 'list') return lines;
      const [first = '', ...rest] = lines;
      return [`${'  '.repeat(depth)}• ${first}`, ...rest];
    }),
  );
};

/**
 * An agreement item is written in markdown ("**2026-2027**", "*beşinci*"); a printed page shows
 * what the marks mean, never the marks. pdfkit draws plain text, so the markdown is parsed
 * (remark, with GitHub's strikethrough) and its marks removed (strip-markdown): emphasis and code keep their words, links their
 * label, headings and quotes lose their markers and list items get a bullet, nested ones indented.
 * Line breaks are kept; blocks go one under the other.
 */
export const markdownPlainText = (markdown: string): string => {
  const tree = plain.runSync(plain.parse(markdown));
  return tree.children.flatMap((node) => linesOf(node, 0)).join('\n');
};
