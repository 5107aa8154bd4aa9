import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    configurations: 'Configurations',
  },
  fields: {
    key: 'Key',
    value: 'Value',
  },
  menu: {
    config: 'Configuration',
    system: 'System',
  },
} satisfies LabelSection;
