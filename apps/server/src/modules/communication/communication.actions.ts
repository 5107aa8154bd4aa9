import type { ActionModule } from '../../core/actions.ts';
import { uploadFeedFile } from './feed-files.action.ts';
import { create, join, provider } from './online-classes.action.ts';

/** The online classes' provider flow and the feed's uploads (docs/feed-and-classes.md). */
export const communicationActions: ActionModule = { actions: [provider, create, join, uploadFeedFile] };
