import { defineModule } from '../define-module.ts';
import * as gradebook from './oneroster-gradebook.actions.ts';
import * as rostering from './oneroster.actions.ts';

// Every declaration of the file, the base path and scope constants aside: a new endpoint is listed by being declared.
const actions = [...Object.values(rostering), ...Object.values(gradebook)].filter((value) => typeof value !== 'string');

/** OneRoster 1.2 rostering and gradebook over REST, read-only, for partners holding a Kampus API key (docs/oneroster.md). */
export const oneRosterModule = defineModule({ resources: [], actions, labels: 'oneroster' });
