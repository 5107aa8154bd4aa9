import * as accounts from './accounts-tables.ts';
import * as calendarFeed from './calendar-feed-tables.ts';
import * as developer from './developer-tables.ts';
import * as internal from './internal-tables.ts';
import * as jobTables from './job-tables.ts';
import * as push from './push-tables.ts';
import * as retention from './retention-tables.ts';
import * as lti from './lti-tables.ts';
import * as oneRoster from './oneroster-tables.ts';
import * as saml from './saml-tables.ts';
import * as scim from './scim-tables.ts';
import * as secondFactor from './second-factor-tables.ts';
import { resourceTables } from './resource-tables.ts';

/** The whole schema, as the migration generator and Drizzle see it. */
export const schema = {
  ...resourceTables,
  ...internal,
  ...jobTables,
  ...accounts,
  ...developer,
  ...secondFactor,
  ...retention,
  ...scim,
  ...saml,
  ...push,
  ...calendarFeed,
  ...lti,
  ...oneRoster,
};
