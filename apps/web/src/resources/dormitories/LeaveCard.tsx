import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveRow } from '../../api/dormitories.ts';
import { formatDate, formatDateTime, isolated } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

const COLOURS = { pending: 'warning', approved: 'success', refused: 'error', cancelled: 'default' } as const;

/** A leave request as its readers see it: the boarder and the dates as its title, where, why, what the warden said. */
export const LeaveCard = ({ leave, children }: { leave: LeaveRow; children?: ReactNode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  // Each value isolated in the sentence: a Turkish name or place keeps its own direction inside an
  // Arabic sentence, and the sentence keeps its own (the whole line in one <bdi> read left to right
  // from the name's first letter and broke the dates apart).
  const value = (text: string) => isolated(text, language);
  // The dates as the reader writes them ("4 Ara 2026"), never ISO text.
  const title = t('ui.dormitories.leave_card', {
    student: value(leave.student.name),
    from: value(formatDate(leave.leaveFrom, language)),
    until: value(formatDate(leave.leaveUntil, language)),
  });
  const moment = (at: string) => value(formatDateTime(at, language));
  return (
    // Focusable by script: where the keyboard's place goes when a button on it goes away.
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={title} tabIndex={-1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <Chip size="small" color={COLOURS[leave.leaveStatus]} label={t(`ui.values.${leave.leaveStatus}`)} />
      </Stack>
      <Typography>{t('ui.dormitories.leave_to', { destination: value(leave.destination) })}</Typography>
      <Typography color="text.secondary">
        {t('ui.dormitories.leave_reason', { reason: value(leave.leaveReason) })}
      </Typography>
      {leave.room !== null && leave.building !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('ui.dormitories.leave_room', { room: value(leave.room), building: value(leave.building) })}
        </Typography>
      )}
      {leave.decisionNote && (
        <Typography>{t('ui.dormitories.leave_note', { note: value(leave.decisionNote) })}</Typography>
      )}
      {leave.decidedBy && leave.decidedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('ui.dormitories.decided', { name: value(leave.decidedBy), date: moment(leave.decidedAt) })}
        </Typography>
      )}
      {leave.signedOutAt && (
        <Typography variant="body2">{t('ui.dormitories.signed_out', { time: moment(leave.signedOutAt) })}</Typography>
      )}
      {leave.signedInAt && (
        <Typography variant="body2">{t('ui.dormitories.signed_in', { time: moment(leave.signedInAt) })}</Typography>
      )}
      {children}
    </Paper>
  );
};
