import { defineServerModule } from '../../core/server-module.ts';
import { oneRosterGradebookReads, oneRosterGradebookWrites, oneRosterReads } from './oneroster.action.ts';
import { oneRosterToken } from './oneroster-token.action.ts';

/** OneRoster 1.2: the REST rostering and gradebook services (the gradebook's writes too) and their token endpoint (docs/oneroster.md); the CSV export is students-io's. */
export const oneRosterModule = defineServerModule({
  name: 'oneroster',
  actions: [oneRosterToken, ...oneRosterReads, ...oneRosterGradebookReads, ...oneRosterGradebookWrites],
});
