import {
  boardingListAction,
  routeSheetPdfAction,
  saveBoardingAction,
  seasons,
  students,
  studentTransportAction,
  transportRoutes,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { readBoarding, saveBoarding } from './boarding.operation.ts';
import { renderRouteSheetPdf } from './route-sheet-pdf.ts';
import { routeSeason, routeSummary, routeTrip } from './route-trip.operation.ts';
import { studentTransport } from './student-transport.operation.ts';

// Each handler: the engine loaded the path's record through the caller's reach; its typed row is read again here.

export const transportBoardingList = implement(
  boardingListAction,
  async ({ db, record, input }) =>
    readBoarding(db, await system(db).of(transportRoutes).get(record.id), input.query.date, input.query.leg),
  { discloses: (output) => output.students.map((student) => student.studentId) },
);

export const saveTransportBoarding = implement(saveBoardingAction, async ({ db, ctx, record, input }) =>
  answer(200, await saveBoarding(db, ctx, await system(db).of(transportRoutes).get(record.id), input.body)),
);

export const transportRouteSheetPdf = implement(routeSheetPdfAction, async ({ db, record, language }) => {
  const route = await system(db).of(transportRoutes).get(record.id);
  const season = await routeSeason(db, route);
  const title = season ? ((await system(db).of(seasons).first({ id: season }))?.title ?? '') : '';
  const trips = {
    morning: season ? await routeTrip(db, route, season, 'morning') : [],
    afternoon: season ? await routeTrip(db, route, season, 'afternoon') : [],
  };
  const bytes = await renderRouteSheetPdf({ route: await routeSummary(db, route), season: title, trips }, language);
  const name = route.title.normalize('NFKD').replace(/[^\w.-]+/g, '-');
  return answer(200, bytes, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="route-${name}.pdf"`,
    'cache-control': 'no-store',
  });
});

export const studentTransportRead = implement(studentTransportAction, async ({ db, record }) =>
  studentTransport(db, await system(db).of(students).get(record.id)),
);
