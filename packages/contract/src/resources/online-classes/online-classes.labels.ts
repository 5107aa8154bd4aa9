import { defineLabels } from '../define-module.ts';

/** Online classes and their attendance, in the five languages. */
export const onlineClassesLabels = defineLabels(
  {
    resources: { online_classes: 'Online classes', online_class_attendances: 'Online class attendance' },
    fields: {
      startsAt: 'Starts at',
      duration: 'Duration (minutes)',
      onlineClass: 'Online class',
      role: 'Role',
      joinedAt: 'Joined at',
    },
  },
  {
    ar: {
      resources: { online_classes: 'الفصول الافتراضية', online_class_attendances: 'حضور الفصل الافتراضي' },
      fields: {
        startsAt: 'يبدأ في',
        duration: 'المدة (بالدقائق)',
        onlineClass: 'الفصل الافتراضي',
        role: 'الدور',
        joinedAt: 'وقت الانضمام',
      },
    },
    de: {
      resources: { online_classes: 'Online-Unterricht', online_class_attendances: 'Teilnahme am Online-Unterricht' },
      fields: {
        startsAt: 'Beginnt um',
        duration: 'Dauer (Minuten)',
        onlineClass: 'Online-Unterricht',
        role: 'Rolle',
        joinedAt: 'Beigetreten um',
      },
    },
    es: {
      resources: { online_classes: 'Clases en línea', online_class_attendances: 'Asistencia a clases en línea' },
      fields: {
        startsAt: 'Empieza a las',
        duration: 'Duración (minutos)',
        onlineClass: 'Clase en línea',
        role: 'Rol',
        joinedAt: 'Se unió a las',
      },
    },
    tr: {
      resources: { online_classes: 'Canlı dersler', online_class_attendances: 'Canlı ders katılımı' },
      fields: {
        startsAt: 'Başlangıç',
        duration: 'Süre (dakika)',
        onlineClass: 'Canlı ders',
        role: 'Rol',
        joinedAt: 'Katılma zamanı',
      },
    },
  },
);
