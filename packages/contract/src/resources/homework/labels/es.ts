import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    homeworks: 'Tareas',
    admission_interviews: 'Entrevistas de admisión',
    interview_agenda: 'Agenda de entrevistas',
  },
  resources: {
    homeworks: 'Tareas',
    homework_completions: 'Tareas hechas',
    admission_interviews: 'Entrevistas de admisión',
  },
  fields: {
    subject: 'Asignatura',
    assignedDate: 'Asignada el',
    dueDate: 'Fecha de entrega',
    attachments: 'Adjuntos',
    homework: 'Tarea',
    doneAt: 'Hecha el',
    applicantName: 'Nombre del solicitante',
    applicantLastName: 'Apellido del solicitante',
    guardianName: 'Tutor',
    guardianPhone: 'Teléfono del tutor',
    guardianEmail: 'Correo del tutor',
    interviewDate: 'Fecha de la entrevista',
    interviewTime: 'Hora de la entrevista',
    interviewer: 'Entrevistador',
    interviewStatus: 'Estado',
    interviewNotes: 'Notas',
  },
};
