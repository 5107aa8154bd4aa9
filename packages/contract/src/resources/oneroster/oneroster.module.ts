import { defineModule } from '../define-module.ts';
import * as declarations from './oneroster.actions.ts';

// Every declaration of the file, the base path and scope constants aside: a new endpoint is listed by being declared.
const actions = Object.values(declarations).filter(
  (value): value is Exclude<(typeof declarations)[keyof typeof declarations], string> => typeof value !== 'string',
);

/** OneRoster 1.2 rostering over REST, read-only, for partners holding a Kampus API key (docs/oneroster.md). */
export const oneRosterModule = defineModule({ resources: [], actions, labels: 'oneroster' });
