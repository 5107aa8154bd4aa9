import { defineModule } from '../define-module.ts';
import { inventoryEntry } from '../privacy/inventory.ts';
import { staffDuties } from './staff-duties.resource.ts';

export * from './staff-duties.resource.ts';

/** Staff duties: who of a school's staff is its nurse, counsellor, librarian (docs/security.md, "Duties"). */
export const staffDutiesModule = defineModule({
  resources: [staffDuties],
  labels: 'staff-duties',
  inventory: [inventoryEntry('staff_duties', 'staff-work')],
  menus: [
    {
      key: 'menu.staff_duties',
      under: 'menu.users',
      url: '/users/duties',
      resource: 'staff_duties',
      icon: 'Badge',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
