// Importing a module's hooks registers them with the engine.
import './schools/schools.hooks.ts';
import './schools/seasons.hooks.ts';
import './users/users.hooks.ts';
// seasons area (the databases hooks also register the provisioning job)
import './seasons/databases.hooks.ts';
import './school-life/attendances.hooks.ts';
import './school-life/schedules.hooks.ts';
import './menus/menus.hooks.ts';
import './impersonation/impersonate-logs.hooks.ts';
import './setup/bank-accounts.hooks.ts';
import './setup/report-types.hooks.ts';
import './setup/agreement-items.hooks.ts';
import './accounts/invitation.hooks.ts';
import './accounts/credentials.hooks.ts';
