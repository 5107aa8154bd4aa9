import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Asistencias',
    attendance_register: 'Registro de asistencia',
  },
  resources: {
    attendances: 'Asistencias',
  },
  fields: {
    attendanceDate: 'Fecha',
    scheduleId: 'Clase programada',
    attendanceType: 'Tipo de asistencia',
    adder: 'Registrado por',
    note: 'Nota',
  },
  ui: {
    // school-life
    school_life: {
      lesson_now: 'Clase en curso',
      student_error: '¡Se produjo un error!',
      active_student: 'Estudiante activo',
      switch_student: 'Cambiar de estudiante',
      attendance_title: 'Asistencia: {{className}}, {{start}}–{{end}}',
      attendance_hint:
        'Haga clic en un estudiante para marcarlo como desconocido (rojo); otro clic lo marca como presente (verde).',
      submit: 'Enviar',
      saved: 'Asistencia guardada.',
      summary: '{{present}} presentes, {{unknown}} desconocidos',
    },
  },
};
