import { defineModule } from '../define-module.ts';
import { inventoryEntry, notPersonal } from '../privacy/inventory.ts';
import {
  boardingListAction,
  routeSheetPdfAction,
  saveBoardingAction,
  studentTransportAction,
} from './transport.actions.ts';
import {
  boardingChecks,
  transportAssignments,
  transportDrivers,
  transportRoutes,
  transportStops,
  transportVehicles,
} from './transport.resource.ts';

export * from './transport-access.ts';
export * from './transport.resource.ts';

const staffMenu = (key: string, url: string, resource: string, icon: string) => ({
  key,
  under: 'menu.transport',
  url,
  resource,
  icon,
  audiences: ['headquarters', 'campus', 'school'] as const,
});

/**
 * School transport (issue 33, part 6; docs/transport.md): routes with their stops and times,
 * vehicles, drivers and escorts, students' seats per season (with the bus fee), the escort's
 * daily boarding check and the route sheet.
 */
export const transportModule = defineModule({
  resources: [
    transportVehicles,
    transportDrivers,
    transportRoutes,
    transportStops,
    transportAssignments,
    boardingChecks,
  ],
  actions: [boardingListAction, saveBoardingAction, routeSheetPdfAction, studentTransportAction],
  labels: 'transport',
  inventory: [
    inventoryEntry('transport_assignments', 'student-record'),
    inventoryEntry('boarding_checks', 'student-record'),
    inventoryEntry('transport_drivers', 'supplier', { purpose: 'staff' }),
    inventoryEntry('transport_routes', 'staff-work'),
    notPersonal('transport_vehicles', "a school's vehicle: a plate and its seats, no person's"),
    notPersonal('transport_stops', 'a place on a route and the times the bus is there'),
  ],
  menus: [
    {
      key: 'menu.transport',
      after: 'menu.students',
      icon: 'DirectionsBus',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.transport_boarding',
      under: 'menu.transport',
      url: '/transport/boarding',
      icon: 'FactCheck',
      audiences: ['headquarters', 'campus', 'school'],
    },
    staffMenu('menu.transport_routes', '/transport/routes', 'transport_routes', 'DirectionsBus'),
    staffMenu('menu.transport_stops', '/transport/stops', 'transport_stops', 'ListAlt'),
    staffMenu('menu.transport_assignments', '/transport/assignments', 'transport_assignments', 'People'),
    staffMenu('menu.transport_vehicles', '/transport/vehicles', 'transport_vehicles', 'DirectionsBus'),
    staffMenu('menu.transport_drivers', '/transport/drivers', 'transport_drivers', 'Badge'),
    staffMenu('menu.boarding_checks', '/transport/checks', 'boarding_checks', 'ListAlt'),
  ],
});
