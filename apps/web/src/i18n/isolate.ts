/**
 * A value written inside a sentence of another direction (a Turkish name or reason in an Arabic
 * sentence, "9-A" among Arabic words), wrapped in Unicode's first-strong isolate (FSI ... PDI):
 * it keeps its own direction and does not reorder the words around it. For text passed through
 * `t()`, where a `<bdi>` element cannot go.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
