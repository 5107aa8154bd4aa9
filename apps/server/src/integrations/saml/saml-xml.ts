import { parseStringPromise, processors } from 'xml2js';

/** An element as xml2js reads it: attributes under `$`, text under `_`, children in arrays. */
export type XmlNode = { $?: Record<string, string>; _?: string; [child: string]: unknown };

/**
 * SAML XML as the library itself parses it (xml2js), namespace prefixes dropped
 * (`md:EntityDescriptor` reads as `EntityDescriptor`). xml2js never fetches an external entity.
 */
export const readSamlXml = async (xml: string): Promise<Record<string, XmlNode | undefined>> =>
  (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Record<
    string,
    XmlNode | undefined
  >;

/** The children of `node` named `name`; a child holding only text reads as `{ _: text }`. */
export const children = (node: unknown, name: string): XmlNode[] => {
  const value = (node as XmlNode | undefined)?.[name];
  return Array.isArray(value)
    ? value.map((child) => (typeof child === 'string' ? { _: child } : (child as XmlNode)))
    : [];
};
