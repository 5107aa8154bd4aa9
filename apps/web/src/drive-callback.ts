import { DRIVE_CHANNEL, fragmentFields } from './resources/filemanager/drive-answer.ts';

/**
 * `/drive-callback.html`: where Google's or the local Drive's sign-in sends the popup back. It
 * hands the fragment (a token or an error, with the state) to the file manager's Drive tab, takes
 * the token out of the address bar and history, and closes. It loads nothing else: the one
 * sentence it may show, when the browser keeps it open, is here in the five languages.
 */
const DONE: Record<string, string> = {
  en: 'Done. You can close this window.',
  tr: 'Tamamlandı. Bu pencereyi kapatabilirsiniz.',
  de: 'Fertig. Sie können dieses Fenster schließen.',
  es: 'Hecho. Puede cerrar esta ventana.',
  ar: 'تم. يمكنك إغلاق هذه النافذة.',
};

const fields = fragmentFields(window.location.hash);
window.history.replaceState(null, '', window.location.pathname);
const channel = new BroadcastChannel(DRIVE_CHANNEL);
channel.postMessage(fields);
channel.close();
const language = (navigator.language || 'en').slice(0, 2);
document.documentElement.lang = DONE[language] ? language : 'en';
document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
const message = document.getElementById('message');
if (message) message.textContent = DONE[language] ?? DONE.en ?? '';
window.close();
