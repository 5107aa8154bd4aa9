import { defineServerModule } from '../../core/server-module.ts';
import { studentDocumentActions } from './student-documents.actions.ts';
import { studentPhotoActions } from './student-photo.actions.ts';
import {
  studentBehavioursHooks,
  studentDocumentsHooks,
  studentTaggingsHooks,
  studentTagsHooks,
  studentsHooks,
} from './student-records.hooks.ts';

export const studentsModule = defineServerModule({
  name: 'students',
  actions: [...studentDocumentActions, ...studentPhotoActions],
  hooks: [studentTagsHooks, studentTaggingsHooks, studentBehavioursHooks, studentDocumentsHooks, studentsHooks],
});
