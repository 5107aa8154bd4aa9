/** Tags a mail body may keep; anything else is dropped and its text kept. */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'BLOCKQUOTE', 'DIV', 'SPAN']);

/**
 * A mail body is HTML another person wrote: before it is shown, everything but simple formatting
 * goes (scripts, styles, images, event handlers, `javascript:` links), so it cannot run or track.
 */
export const sanitizeHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const clean = (node: Element): void => {
    for (const child of [...node.children]) {
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName)) child.remove();
        else child.replaceWith(...child.childNodes);
        continue;
      }
      for (const attribute of [...child.attributes]) {
        const keep = child.tagName === 'A' && attribute.name === 'href' && /^(https?:|mailto:)/i.test(attribute.value);
        if (!keep) child.removeAttribute(attribute.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
    }
  };
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root);
  return root.innerHTML;
};

/** The text of a body, for the list's one-line preview. */
export const plainText = (html: string): string =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
