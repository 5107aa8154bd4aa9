import { useUserMenus } from '../../api/session.ts';
import { builtMenus } from './built-menus.ts';

/** The user's menus in the active school, without the entries whose screens are not built. */
export const useMenus = () => useUserMenus(builtMenus);
