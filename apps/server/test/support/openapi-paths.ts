/**
 * The document's paths as the server answers them: a path is relative to the document's server
 * (`/api`) unless its item names its own (`/{lang}/login` at the site root). Tests that look a
 * route up by its URL read the document through this.
 */
export const withFullPaths = <D extends { servers?: { url: string }[]; paths: Record<string, object> }>(
  document: D,
): D => {
  const base = document.servers?.[0]?.url ?? '';
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => {
      const { servers, ...operations } = item as { servers?: { url: string }[] };
      const root = servers?.[0]?.url.replace(/\/$/, '') ?? base;
      return [`${root}${path}`, operations];
    }),
  );
  return { ...document, paths };
};
