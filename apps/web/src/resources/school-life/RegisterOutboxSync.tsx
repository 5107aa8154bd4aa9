import { useOutboxSync } from '../../api/register-sync.ts';
import { notify } from '../../app/notices.ts';

/**
 * Sends the register saves kept on this phone when the app starts and when the network comes back
 * (docs/school-life.md, "Offline"), and says so when any went: the teacher may be on another page.
 */
export const RegisterOutboxSync = () => {
  useOutboxSync({
    onReport: (report) => {
      if (report.sent > 0) notify({ message: { key: 'ui.attendance_register.offline_sent' }, variant: 'success' });
    },
  });
  return null;
};
