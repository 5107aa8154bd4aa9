/**
 * Snackbar messages. notistack is loaded with the first message (or when the logged-in layout
 * asks for it), so it is not part of what the login page loads; messages sent before it is
 * ready wait in a queue.
 */
type NoticeVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/**
 * A text of the catalogue, translated while it is shown: a language switch says it again in the
 * new language. A message given as a plain string (a server's refusal, already in the language
 * of the moment) cannot be, and is closed by the switch instead.
 */
export interface CatalogueText {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

interface Notice {
  message: string | CatalogueText;
  variant: NoticeVariant;
  /** Stays until dismissed (the idle log-out message). */
  persist?: boolean;
}

export type Notify = (notice: Notice) => void;

let deliver: Notify | null = null;
let wanted = false;
const queue: Notice[] = [];
const listeners = new Set<() => void>();

/** Mounts the snackbar host (and so loads notistack) if it is not there yet. */
export const prepareNotices = (): void => {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
};

export const notify: Notify = (notice) => {
  if (deliver) deliver(notice);
  else {
    queue.push(notice);
    prepareNotices();
  }
};

/** For the host: whether it should be mounted, and where to deliver messages once it is. */
export const noticeHost = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
  attach: (target: Notify): (() => void) => {
    deliver = target;
    queue.splice(0).forEach(target);
    return () => {
      if (deliver === target) deliver = null;
    };
  },
};

/** The snackbar of the app: `notify({ message, variant })`. */
export const useNotify = (): Notify => notify;
