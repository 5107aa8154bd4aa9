import { defineModule } from '../define-module.ts';
import { homeworkInventory } from './homework.inventory.ts';
import { markHomeworkDoneAction, uploadHomeworkAttachmentAction } from './homework.actions.ts';
import { admissionInterviews, homeworkCompletions, homeworks } from './homework.resource.ts';

export * from './homework.resource.ts';

export const homeworkModule = defineModule({
  resources: [homeworks, homeworkCompletions, admissionInterviews],
  actions: [markHomeworkDoneAction, uploadHomeworkAttachmentAction],
  labels: 'homework',
  inventory: homeworkInventory,
  menus: [
    {
      // Its own screen (a student marks done there); the generic form gives and edits homework.
      key: 'menu.homeworks',
      under: 'menu.classes',
      before: 'menu.online_classes',
      url: '/homework',
      resource: 'homeworks',
      icon: 'Assignment',
      audiences: ['school', 'teacher', 'parent', 'student'],
    },
    {
      key: 'menu.admission_interviews',
      under: 'menu.enrollment',
      after: 'menu.enrollment_list',
      url: '/enrollment/interviews',
      resource: 'admission_interviews',
      icon: 'EventNote',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      // The week's interviews as an agenda (its own screen; a card opens the generic form).
      key: 'menu.interview_agenda',
      under: 'menu.enrollment',
      after: 'menu.admission_interviews',
      url: '/enrollment/interviews/agenda',
      icon: 'CalendarMonth',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
