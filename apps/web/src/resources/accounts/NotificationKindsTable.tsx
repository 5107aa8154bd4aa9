import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_AUDIENCES,
  NOTIFICATION_KINDS,
  parseKindsOff,
  type KindsOff,
  type NotificationChannel,
  type NotificationKind,
} from '@kampus/contract/resources';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@kampus/contract/resource';

interface Props {
  /** The reader's kind of user: the kinds offered are the ones they may be told of. */
  audience: Audience | undefined;
  /** The channels that are on (the switches above): a kind is chosen for those only. */
  on: Record<NotificationChannel, boolean>;
  kindsOff: unknown;
  disabled: boolean;
  onChange: (kindsOff: KindsOff) => void;
}

/**
 * Which kinds come on each channel that is on (issue 30, item 3): a row per kind the reader may be
 * told of, a checkbox per channel, each named "Absences: E-mail" for a screen reader. The in-app
 * notification always comes, so it has no column.
 */
export const NotificationKindsTable = ({ audience, on, kindsOff, disabled, onChange }: Props) => {
  const { t } = useTranslation();
  const off = parseKindsOff(kindsOff) ?? {};
  const kinds = NOTIFICATION_KINDS.filter((kind) =>
    audience ? NOTIFICATION_KIND_AUDIENCES[kind].includes(audience) : false,
  );
  const channels = NOTIFICATION_CHANNELS.filter((channel) => on[channel]);
  if (kinds.length === 0) return null;
  const toggle = (channel: NotificationChannel, kind: NotificationKind, comes: boolean) => {
    const current = off[channel] ?? [];
    const next = comes ? current.filter((other) => other !== kind) : [...current, kind];
    onChange({ ...off, [channel]: NOTIFICATION_KINDS.filter((other) => next.includes(other)) });
  };
  const channelName = (channel: NotificationChannel) => t(`ui.notification_choices.channel_${channel}`);
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('ui.notification_choices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('ui.notification_choices.intro')}
      </Typography>
      {channels.length === 0 ? (
        <Typography>{t('ui.notification_choices.none_on')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ui.notification_choices.kind')}</TableCell>
              {channels.map((channel) => (
                <TableCell key={channel} align="center">
                  {channelName(channel)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {kinds.map((kind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {t(`ui.notification_kinds.${kind}`)}
                </TableCell>
                {channels.map((channel) => {
                  const comes = !(off[channel] ?? []).includes(kind);
                  return (
                    <TableCell key={channel} align="center" padding="checkbox">
                      <Checkbox
                        checked={comes}
                        disabled={disabled}
                        onChange={(event) => toggle(channel, kind, event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': t('ui.notification_choices.cell', {
                              kind: t(`ui.notification_kinds.${kind}`),
                              channel: channelName(channel),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
