import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useWithdrawCourseRequest, type ElectiveBlock, type ElectiveChoice } from '../../api/electives.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { rankWords } from './rank-words.ts';

/** Withdraws the student from the elective they were placed in, once confirmed (one press, one key). */
const WithdrawButton = ({ choice, student }: { choice: ElectiveChoice; student: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const withdraw = useWithdrawCourseRequest();
  const [key] = useState(() => crypto.randomUUID());
  const [asking, setAsking] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="error"
        size="small"
        aria-label={t('ui.electives.withdraw_from', { title: choice.title })}
        onClick={() => setAsking(true)}
      >
        {t('ui.electives.withdraw')}
      </Button>
      {withdraw.error && <Alert severity="error">{errorMessage(withdraw.error, t('app.an_error_occurred'))}</Alert>}
      <ConfirmDialog
        open={asking}
        danger
        title={t('ui.electives.withdraw_title', { title: choice.title })}
        intro={t('ui.electives.withdraw_body', { name: student, title: choice.title })}
        confirmLabel={t('ui.electives.withdraw')}
        loading={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          withdraw.mutate(
            { id: choice.id, key },
            {
              onSuccess: () =>
                notify({ message: t('ui.electives.withdrawn', { title: choice.title }), variant: 'success' }),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </Stack>
  );
};

/** One choice's standing in words: placed (with the section when there are several), waiting, or withdrawn. */
const standing = (
  t: (key: string, values?: Record<string, unknown>) => string,
  choice: ElectiveChoice,
  sections: number,
) => {
  if (choice.status === 'placed')
    return sections > 1
      ? t('ui.electives.placed_in', { title: choice.title, section: choice.section ?? 1 })
      : t('ui.electives.placed_in_only', { title: choice.title });
  if (choice.status === 'waitlisted')
    return t('ui.electives.waitlisted_for', { title: choice.title, position: choice.waitlistPosition ?? '' });
  return t('ui.electives.withdrawn_from', { title: choice.title });
};

/**
 * A block the family no longer chooses in: where the student stands. Placed: the elective and
 * section, and a way to withdraw; waiting: each line they stand in and their number; choices sent
 * but not placed yet: the ranked list; requests closed with no choice: says so.
 */
export const BlockStatusCard = ({ block, student }: { block: ElectiveBlock; student: string }) => {
  const { t } = useTranslation();
  const heading = `block-${block.block}`;
  const sectionsOf = (offer: number) => block.offers.find((row) => row.id === offer)?.sections ?? 1;
  const placed = block.choices.find((choice) => choice.status === 'placed');
  const waiting = block.choices.filter((choice) => choice.status === 'waitlisted');
  const withdrawn = block.choices.filter((choice) => choice.status === 'withdrawn');
  const sent = block.choices.filter((choice) => choice.status === 'requested');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ p: 2 }} data-testid="elective-block">
      <Typography id={heading} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('ui.electives.block_title', { block: block.block })}
      </Typography>
      <Stack spacing={1}>
        {placed && (
          <>
            <Alert severity="success" data-testid="elective-status">
              {standing(t, placed, sectionsOf(placed.offer))}
            </Alert>
            <WithdrawButton choice={placed} student={student} />
          </>
        )}
        {waiting.map((choice) => (
          <Alert key={choice.id} severity="info" data-testid="elective-status">
            {standing(t, choice, sectionsOf(choice.offer))}
          </Alert>
        ))}
        {!placed && waiting.length === 0 && sent.length > 0 && (
          <>
            <Typography variant="body2">{t('ui.electives.sent')}</Typography>
            <List dense disablePadding>
              {sent.map((choice) => (
                <ListItem key={choice.id} disableGutters>
                  {t(rankWords(choice.rank).long)}: {choice.title}
                </ListItem>
              ))}
            </List>
          </>
        )}
        {!placed && waiting.length === 0 && sent.length === 0 && withdrawn.length === 0 && (
          <Typography variant="body2">{t('ui.electives.block_closed')}</Typography>
        )}
        {withdrawn.map((choice) => (
          <Typography key={choice.id} variant="body2" color="text.secondary">
            {standing(t, choice, 1)}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
};
