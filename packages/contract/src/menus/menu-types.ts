import type { Audience } from '../resource/access.ts';

/** One entry of the default menus (menus/default-menus.ts): a catalogue key (`menu.*`), a url, a Material icon name, who sees it. */
export interface DefaultMenu {
  key: string;
  url?: string;
  icon: string;
  audiences: readonly Audience[];
  children?: readonly DefaultMenu[];
  /** The declared resource whose generic screens serve `url` (the web mounts them from this). */
  resource?: string;
}
