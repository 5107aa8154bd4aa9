/** The address the examples call: the host this page was served from, so a copied command works as it is. */
export const apiOrigin = (): string => window.location.origin;

/** A shell-safe single-quoted word. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
