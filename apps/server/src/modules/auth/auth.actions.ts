import type { ActionModule } from '../../core/actions.ts';
import { setLoginCodeKey } from '../accounts/login-code.job.ts';
import { signIn, signOut } from './login.action.ts';

export const authActions: ActionModule = {
  actions: [signIn, signOut],
  install: (_app, services) => setLoginCodeKey(services.key),
};
