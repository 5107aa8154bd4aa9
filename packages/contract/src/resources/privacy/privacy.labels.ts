import { defineLabels } from '../define-module.ts';

/** The privacy module's texts, in the five languages. */
export const privacyLabels = defineLabels({}, { ar: {}, de: {}, es: {}, tr: {} });
