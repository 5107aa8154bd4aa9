import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { forms: 'Formularios', form_settings: 'Ajustes del formulario', form_submissions: 'Respuestas' },
  fields: {
    formType: 'Tipo de formulario',
    fields: 'Preguntas',
    form: 'Formulario',
    publicLink: 'Enlace público',
    publicToken: 'Clave del enlace público',
    settings: 'Otros ajustes',
    showHeader: 'Mostrar la cabecera',
    showSchoolLogo: 'Mostrar el logotipo',
    showSchoolName: 'Mostrar el nombre del centro',
    showFormName: 'Mostrar el nombre del formulario',
    showCountdown: 'Mostrar una cuenta atrás',
    showTotalApplicationCount: 'Mostrar el número de solicitudes',
    showFooter: 'Mostrar el pie',
    answers: 'Respuestas',
    language: 'Idioma',
    submittedAt: 'Enviado el',
    admissionInterview: 'Entrevista de admisión',
  },
};
