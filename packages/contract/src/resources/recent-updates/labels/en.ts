import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { recent_updates: 'Recent updates' },
  fields: { publishedAt: 'Published on' },
  menu: { recent_updates: 'Recent updates' },
} satisfies LabelSection;
