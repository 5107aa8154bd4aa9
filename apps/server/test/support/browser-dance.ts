/**
 * What a browser does during a redirect sign-in, with fetch: follows redirects one by one,
 * keeps cookies per origin, and submits the HTML forms it lands on (the provider's login and
 * consent pages), filling in the fields it is given.
 */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  store(url: URL, response: Response): void {
    const cookies = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    this.byOrigin.set(url.origin, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  has(url: string, name: string): boolean {
    return this.byOrigin.get(new URL(url).origin)?.has(name) ?? false;
  }
}

export interface Step {
  url: string;
  method: string;
  status: number;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The first form of a page: where it posts and its fields (hidden values, and the named ones filled in). */
const formOf = (html: string, base: URL, fill: Record<string, string>): { action: URL; body: URLSearchParams } => {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  const action = attribute(form[0], 'action') ?? base.pathname;
  const body = new URLSearchParams();
  for (const input of form[1]?.match(/<input[^>]*>/g) ?? []) {
    const name = attribute(input, 'name');
    if (name) body.set(name, fill[name] ?? attribute(input, 'value') ?? '');
  }
  return { action: new URL(action, base), body };
};

/**
 * Starts at `start` and goes on until a redirect leads to `stopAt` (answered with that URL, not
 * fetched), submitting each page's form with `fill`. Answers the URL and the steps taken.
 */
export const browse = async (
  jar: CookieJar,
  start: string,
  stopAt: string,
  fill: Record<string, string> = {},
): Promise<{ landed: URL; steps: Step[] }> => {
  let url = new URL(start);
  let init: { method: string; body?: URLSearchParams } = { method: 'GET' };
  const steps: Step[] = [];
  for (let hop = 0; hop < 20; hop += 1) {
    const cookie = jar.header(url);
    const response = await fetch(url, {
      method: init.method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.body ? { body: init.body.toString() } : {}),
    });
    jar.store(url, response);
    steps.push({ url: url.href, method: init.method, status: response.status });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(stopAt)) return { landed: next, steps };
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`${init.method} ${url.href}: ${response.status} ${html.slice(0, 300)}`);
    const form = formOf(html, url, fill);
    url = form.action;
    init = { method: 'POST', body: form.body };
  }
  throw new Error(`no way to ${stopAt} after 20 steps`);
};
