import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RegisterConflict, RegisterMark } from '@kampus/contract/action';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceRegister } from '../../api/attendance-register.ts';
import type { ConflictNote, OutboxEntry } from '../../api/register-outbox.ts';
import { useAttendanceWords } from './attendance-words.ts';

/** The hour and minute of a change, in the school's time zone (the browser's when unknown). */
const clockOf = (iso: string, language: string, timeZone: string | undefined): string => {
  try {
    return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );
  }
};

/** The marks that apply the teacher's values over the ones kept, starting from what is stored now. */
const applyMineMarks = (conflicts: readonly RegisterConflict[]): RegisterMark[] =>
  conflicts.map((conflict) => ({
    student: conflict.student.id,
    attendanceType: conflict.yours.attendanceType,
    note: conflict.yours.note,
    from: conflict.theirs.recorded
      ? { attendanceType: conflict.theirs.attendanceType, note: conflict.theirs.note }
      : null,
  }));

interface Props {
  register: Pick<AttendanceRegister, 'types'>;
  pending: OutboxEntry | undefined;
  note: ConflictNote | undefined;
  busy: boolean;
  timeZone?: string | undefined;
  onRetry: () => void;
  onApplyMine: (marks: RegisterMark[]) => void;
  onKeepTheirs: () => void;
  /** Drops a refused save from the phone, once the teacher has said so twice. */
  onDiscard: () => void;
}

/**
 * What the register's phone holds for it (docs/school-life.md, "Offline"): a save not yet sent,
 * with a button to send it now; that it went; and the rows the server kept because someone else
 * changed them meanwhile, said in words, with a way to apply the teacher's marks over them.
 */
export const RegisterSyncNotice = ({
  register,
  pending,
  note,
  busy,
  timeZone,
  onRetry,
  onApplyMine,
  onKeepTheirs,
  onDiscard,
}: Props) => {
  const { t, i18n } = useTranslation();
  const words = useAttendanceWords();
  // "Sent" once a save this screen saw waiting has left the outbox.
  const waited = useRef(false);
  const [sent, setSent] = useState(false);
  // A refused save is dropped only once asked twice: the marks on the phone go with it.
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (pending) {
      waited.current = true;
      setSent(false);
    } else if (waited.current) {
      waited.current = false;
      setSent(true);
      setAsking(false);
    }
  }, [pending]);

  const titleOf = (type: number | null): string =>
    words.mark(type === null ? null : (register.types.find((row) => row.id === type)?.title ?? String(type)));

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} aria-live="polite">
      {pending && (
        <Alert severity={pending.refused ? 'error' : 'warning'}>
          {pending.refused
            ? t(asking ? 'ui.attendance_register.offline_discard_ask' : 'ui.attendance_register.offline_refused', {
                reason: pending.refused,
              })
            : t('ui.attendance_register.offline_pending')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {asking ? (
              <>
                <Button variant="contained" color="error" size="small" onClick={onDiscard}>
                  {t('ui.attendance_register.offline_discard_confirm')}
                </Button>
                <Button size="small" color="inherit" onClick={() => setAsking(false)}>
                  {t('ui.attendance_register.offline_keep')}
                </Button>
              </>
            ) : (
              <>
                <Button color="inherit" size="small" onClick={onRetry} aria-disabled={busy || undefined}>
                  {t('ui.attendance_register.offline_send_now')}
                </Button>
                {pending.refused && (
                  <Button color="inherit" size="small" onClick={() => setAsking(true)}>
                    {t('ui.attendance_register.offline_discard')}
                  </Button>
                )}
              </>
            )}
          </Box>
        </Alert>
      )}
      {!pending && sent && <Alert severity="success">{t('ui.attendance_register.offline_sent')}</Alert>}
      {note && note.conflicts.length > 0 && (
        <Alert severity="warning" role="alert">
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            {t('ui.attendance_register.conflicts_title')}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {note.conflicts.map((conflict) => {
              const values = {
                student: `${conflict.student.name} ${conflict.student.lastName}`.trim(),
                yours: titleOf(conflict.yours.attendanceType),
                theirs: titleOf(conflict.theirs.attendanceType),
                who: conflict.changedBy ?? t('ui.attendance_register.conflict_someone'),
              };
              return (
                <li key={conflict.student.id}>
                  {conflict.changedAt
                    ? t('ui.attendance_register.conflict', {
                        ...values,
                        time: clockOf(conflict.changedAt, i18n.language, timeZone),
                      })
                    : t('ui.attendance_register.conflict_untimed', values)}
                </li>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onApplyMine(applyMineMarks(note.conflicts))}
            >
              {t('ui.attendance_register.apply_mine')}
            </Button>
            <Button size="small" color="inherit" onClick={onKeepTheirs}>
              {t('ui.attendance_register.keep_theirs')}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
};
