import type { LabelSection } from '../../define-module.ts';

/** The privacy module's labels in English (none yet): the reference every other language's file is typed by. */
export const labels = {} satisfies LabelSection;
