// Importing a module's hooks registers them with the engine.
import './schools/schools.hooks.ts';
import './schools/seasons.hooks.ts';
import './users/users.hooks.ts';
import './accounts/invitation.hooks.ts';
