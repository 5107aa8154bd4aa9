/** The `{name}` parameters of an OpenAPI path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/**
 * The address a try-it call goes to: each `{name}` filled (encoded), `{lang}` with the reader's
 * language unless given, and the query string as typed (a leading `?` is optional).
 */
export const fillPath = (
  path: string,
  values: Readonly<Record<string, string>>,
  language: string,
  query: string,
): string => {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name] ?? (name === 'lang' ? language : '');
    return encodeURIComponent(value === '' && name === 'lang' ? language : value);
  });
  const trimmed = query.trim().replace(/^\?/, '');
  return trimmed === '' ? filled : `${filled}?${trimmed}`;
};

/** An answer's body for reading: JSON indented, anything else as it came, cut when very long. */
export const readableBody = (body: string, contentType: string, limit = 20_000): string => {
  let text = body;
  if (contentType.includes('json') && body !== '') {
    try {
      text = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      text = body;
    }
  }
  return text.length > limit ? `${text.slice(0, limit)}\n…` : text;
};
