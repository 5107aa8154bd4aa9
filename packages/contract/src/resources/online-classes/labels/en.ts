import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { online_classes: 'Online classes', online_class_attendances: 'Online class attendance' },
  fields: {
    startsAt: 'Starts at',
    duration: 'Duration (minutes)',
    onlineClass: 'Online class',
    role: 'Role',
    joinedAt: 'Joined at',
  },
} satisfies LabelSection;
