import { TRANSPORT_LEGS, translate, type Language, type TransportLeg } from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';
import type { RouteSummary, TripStop } from './route-trip.operation.ts';

export interface RouteSheet {
  route: RouteSummary;
  season: string;
  trips: Record<TransportLeg, TripStop[]>;
}

/**
 * The route sheet the escort and driver carry: the vehicle, driver and escort, then each trip's
 * stops in order with the time and the students getting on or off there. In the caller's
 * language, right to left in Arabic (the shared sheet writer).
 */
export const renderRouteSheetPdf = (sheet: RouteSheet, language: Language): Promise<Buffer> => {
  const title = `${translate(language, 'ui.transport.sheet_title')}: ${sheet.route.title}`;
  const document = newPdfDocument(language, title);
  const page = sheetOf(document, language);
  return pdfBytes(document, () => {
    document.addPage();
    page.write(title, { bold: true, size: 16 });
    page.write(sheet.season);
    page.gap();
    const { route } = sheet;
    const vehicle = [
      route.plate,
      route.seats ? translate(language, 'ui.transport.seats', { count: String(route.seats) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    page.pair(translate(language, 'ui.transport.vehicle'), vehicle || '—');
    page.pair(
      translate(language, 'ui.transport.driver'),
      [route.driverName, route.driverPhone].filter(Boolean).join(' · ') || '—',
    );
    page.pair(translate(language, 'ui.transport.escort'), route.escortName ?? '—');
    for (const leg of TRANSPORT_LEGS) {
      page.gap();
      page.heading(translate(language, `ui.values.${leg}`));
      for (const { stop, time, students } of sheet.trips[leg]) {
        const place = [stop.title, stop.district].filter(Boolean).join(', ');
        page.amount(place, time ?? '—', true);
        for (const student of students) page.write(`• ${student.name}`);
        page.rule();
      }
    }
  });
};
