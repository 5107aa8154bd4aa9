import type { LabelSection } from '../../define-module.ts';

/** SCIM has no screen of its own: its texts are the protocol's, in English on the wire (RFC 7644 3.12). */
export const labels = {} satisfies LabelSection;
