import { defineServerModule } from '../../core/server-module.ts';
import { setLoginCodeKey } from '../accounts/login-code.job.ts';
import { signIn, signOut } from './login.action.ts';

export const authModule = defineServerModule({
  name: 'auth',
  actions: [signIn, signOut],
  install: (_app, services) => setLoginCodeKey(services.key),
});
