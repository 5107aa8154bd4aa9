import { accountsScreens } from '../resources/accounts/screens.tsx';
import { communicationScreens } from '../resources/communication/screens.tsx';
import { contentScreens } from '../resources/content/screens.tsx';
import { dashboardScreens } from '../resources/dashboards/screens.tsx';
import { developerScreens } from '../resources/developer/screens.tsx';
import { enrollmentScreens } from '../resources/enrollment/screens.tsx';
import { fileManagerScreens } from '../resources/filemanager/screens.tsx';
import { financeScreens } from '../resources/finance/screens.tsx';
import { onlinePaymentsScreens } from '../resources/online-payments/screens.tsx';
import { privacyScreens } from '../resources/privacy/screens.tsx';
import { timetableScreens } from '../resources/timetable/screens.tsx';
import { disciplineScreens } from '../resources/discipline/screens.tsx';
import { dormitoriesScreens } from '../resources/dormitories/screens.tsx';
import { timetableCoverScreens } from '../resources/timetable-cover/screens.tsx';
import { roomBookingsScreens } from '../resources/room-bookings/screens.tsx';
import { electivesScreens } from '../resources/electives/screens.tsx';
import { gradebookGridScreens } from '../resources/gradebook-grid/screens.tsx';
import { gradesScreens } from '../resources/grades/screens.tsx';
import { ltiScreens } from '../resources/lti/screens.tsx';
import { standardsScreens } from '../resources/standards/screens.tsx';
import { graduationScreens } from '../resources/graduation/screens.tsx';
import { handInScreens } from '../resources/hand-in/screens.tsx';
import { financeDocumentsScreens } from '../resources/finance-documents/screens.tsx';
import { healthScreens } from '../resources/health/screens.tsx';
import { guidanceScreens } from '../resources/guidance/screens.tsx';
import { libraryScreens } from '../resources/library/screens.tsx';
import { transportScreens } from '../resources/transport/screens.tsx';
import { auditScreens } from '../resources/audit/screens.tsx';
import { homeScreens } from '../resources/home/screens.tsx';
import { impersonationScreens } from '../resources/impersonation/screens.tsx';
import { mailScreens } from '../resources/mail/screens.tsx';
import { organizationScreens } from '../resources/organization/screens.tsx';
import { schoolLifeScreens } from '../resources/school-life/screens.tsx';
import { seasonsScreens } from '../resources/seasons/screens.tsx';
import { setupScreens } from '../resources/setup/screens.tsx';
import { storeScreens } from '../resources/store/screens.tsx';
import { studentsScreens } from '../resources/students/screens.tsx';
import { usersScreens } from '../resources/users/screens.tsx';
import { academicsScreens } from '../resources/academics/screens.tsx';
import { formsScreens } from '../resources/forms/screens.tsx';
import { messagesScreens } from '../resources/messages/screens.tsx';
import type { AreaScreens } from './screens.ts';

/**
 * Every area's screen registry (`resources/<area>/screens.tsx`): the router's area routes and the
 * generic resource routes are derived from these and from the contract's default menus. A new
 * screen is a line in its area's file; a new area is a line here. The student profile's tabs
 * come in this order (students, then finance, then finance documents).
 */
export const areaScreens: readonly AreaScreens[] = [
  seasonsScreens,
  organizationScreens,
  usersScreens,
  impersonationScreens,
  setupScreens,
  accountsScreens,
  auditScreens,
  privacyScreens,
  timetableScreens,
  timetableCoverScreens,
  roomBookingsScreens,
  electivesScreens,
  gradesScreens,
  ltiScreens,
  handInScreens,
  gradebookGridScreens,
  standardsScreens,
  graduationScreens,
  schoolLifeScreens,
  homeScreens,
  academicsScreens,
  studentsScreens,
  disciplineScreens,
  dormitoriesScreens,
  contentScreens,
  developerScreens,
  communicationScreens,
  fileManagerScreens,
  mailScreens,
  financeScreens,
  onlinePaymentsScreens,
  financeDocumentsScreens,
  healthScreens,
  guidanceScreens,
  libraryScreens,
  transportScreens,
  enrollmentScreens,
  formsScreens,
  messagesScreens,
  dashboardScreens,
  storeScreens,
];
