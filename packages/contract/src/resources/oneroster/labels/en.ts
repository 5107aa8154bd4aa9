import type { LabelSection } from '../../define-module.ts';

/** The OneRoster service has no screen of its own: its texts are the binding's, in English on the wire. */
export const labels = {} satisfies LabelSection;
