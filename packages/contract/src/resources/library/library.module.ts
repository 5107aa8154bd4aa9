import { defineModule } from '../define-module.ts';
import { inventoryEntry } from '../privacy/inventory.ts';
import {
  lendCopyAction,
  overdueLoansAction,
  remindOverdueAction,
  returnCopyAction,
  studentLibraryAction,
} from './library.actions.ts';
import { libraryCopies, libraryHolds, libraryLoans, librarySettings, libraryTitles } from './library.resource.ts';

export * from './isbn.ts';
export * from './library.resource.ts';

const STAFF = ['headquarters', 'campus', 'school'] as const;

const staffEntry = (key: string, url: string, icon: string, resource?: string) => ({
  key,
  url,
  icon,
  ...(resource ? { resource } : {}),
  // Menus are per kind of user: staff without the librarian duty read, the desk refuses them.
  audiences: STAFF,
});

/**
 * The school library (issue 33, part 4; docs/library.md): the catalogue (titles with ISBNs,
 * copies with barcodes), loans and returns at the desk by barcode, holds, fines by the school's
 * rules, the overdue report with reminders to families, and a family's view of their loans.
 */
export const libraryModule = defineModule({
  resources: [librarySettings, libraryTitles, libraryCopies, libraryLoans, libraryHolds],
  actions: [lendCopyAction, returnCopyAction, overdueLoansAction, remindOverdueAction, studentLibraryAction],
  labels: 'library',
  inventory: [inventoryEntry('library_loans', 'student-record'), inventoryEntry('library_holds', 'student-record')],
  menus: [
    {
      key: 'menu.library',
      after: 'menu.students',
      icon: 'MenuBook',
      audiences: STAFF,
      children: [
        staffEntry('menu.library_desk', '/library/desk', 'LocalOffer'),
        staffEntry('menu.library_titles', '/library/titles', 'MenuBook', 'library_titles'),
        staffEntry('menu.library_copies', '/library/copies', 'Inventory', 'library_copies'),
        staffEntry('menu.library_loans', '/library/loans', 'History', 'library_loans'),
        staffEntry('menu.library_holds', '/library/holds', 'EventNote', 'library_holds'),
        staffEntry('menu.library_overdue', '/library/overdue', 'Assessment'),
      ],
    },
    {
      key: 'menu.library_settings',
      under: 'menu.settings',
      url: '/config/library',
      resource: 'library_settings',
      icon: 'MenuBook',
      audiences: STAFF,
    },
    {
      key: 'menu.child_library',
      url: '/library/books',
      icon: 'MenuBook',
      audiences: ['parent', 'student'],
    },
  ],
});
