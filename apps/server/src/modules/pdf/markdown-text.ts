/**
 * An agreement item is written in markdown ("**2026-2027**", "*beşinci*"); a printed page shows
 * what the marks mean, never the marks. pdfkit draws plain text, so emphasis is dropped (the
 * words stay), links keep their label, headings and quotes lose their markers and list items
 * get a bullet. Line breaks are kept.
 */
export const markdownPlainText = (markdown: string): string =>
  markdown
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^(\s*)[-*+]\s+/, '$1• ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]+)`/g, '$1')
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        .replace(/(^|[^\p{L}\p{N}*_])([*_])(?=\S)(.+?)(?<=\S)\2(?![\p{L}\p{N}])/gu, '$1$3')
        .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1'),
    )
    .join('\n');
