// Importing a module's hooks registers them with the engine.
import './schools/schools.hooks.ts';
import './schools/seasons.hooks.ts';
import './users/users.hooks.ts';
import './setup/bank-accounts.hooks.ts';
import './setup/report-types.hooks.ts';
import './setup/agreement-items.hooks.ts';
