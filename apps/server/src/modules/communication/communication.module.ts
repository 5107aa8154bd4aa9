import { defineServerModule } from '../../core/server-module.ts';
import { uploadFeedFile } from './feed-files.action.ts';
import { create, join, provider } from './online-classes.action.ts';
import { feedCommentsHooks, feedLikesHooks, feedsHooks } from './feeds.hooks.ts';
import { notifyFeedPostJob } from './notify-feed-post.operation.ts';

/** The online classes' provider flow, the feed's uploads and its notices (docs/feed-and-classes.md). */
export const communicationModule = defineServerModule({
  name: 'communication',
  actions: [provider, create, join, uploadFeedFile],
  hooks: [feedsHooks, feedLikesHooks, feedCommentsHooks],
  jobs: [notifyFeedPostJob],
});
