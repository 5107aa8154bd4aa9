import { watchPushOwner } from '../api/push-owner.ts';
import { captureInstallPrompt } from './install-prompt.ts';
import { watchOfflineSession } from './offline-data.ts';
import { watchOfflineState } from './offline-state.ts';

/**
 * The installable app's start-up (docs/pwa.md): before any screen, so no event is missed. The
 * worker itself is registered once the user is known (`useOfflineKeeping`).
 */
export const startPwa = (): void => {
  captureInstallPrompt();
  watchOfflineState();
  watchOfflineSession();
  watchPushOwner();
};
