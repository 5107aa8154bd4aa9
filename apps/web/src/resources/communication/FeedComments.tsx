import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useAddComment, useDeleteComment, useUpdateComment, type FeedPost } from '../../api/communication.ts';
import { notify } from '../../app/notices.ts';

type Comment = FeedPost['comments'][number];

/** One comment: its writer edits and deletes it; staff delete any (the server's rule too). */
const CommentRow = ({ comment, staff }: { comment: Comment; staff: boolean }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const onError = (error: unknown) =>
    notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
  const who = `${comment.createdBy.name ?? ''} ${comment.createdBy.lastName ?? ''}`.trim();
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.5 }}>
      <Typography variant="subtitle2" component="span">
        <bdi>{who}</bdi>
      </Typography>{' '}
      {editing === null ? (
        <Typography component="span">
          <bdi>{comment.comment}</bdi>
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <TextField
            size="small"
            fullWidth
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': t('ui.communication.edit_comment'), maxLength: 2000 } }}
          />
          <Button
            disabled={update.isPending || editing.trim() === ''}
            onClick={() =>
              update.mutate({ id: comment.id, comment: editing }, { onSuccess: () => setEditing(null), onError })
            }
          >
            {t('ui.communication.save')}
          </Button>
          <Button onClick={() => setEditing(null)}>{t('ui.communication.cancel')}</Button>
        </Stack>
      )}
      {editing === null && (
        <Box component="span" sx={{ ms: 1 }}>
          {comment.createdBy.isMe && (
            <Button size="small" onClick={() => setEditing(comment.comment)}>
              {t('ui.communication.edit')}
            </Button>
          )}
          {(comment.createdBy.isMe || staff) && (
            <Button
              size="small"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(comment.id, { onError })}
            >
              {t('ui.communication.delete')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};

/** The post's comments and, when its comments are on, a box to add one. */
export const FeedComments = ({ post, staff }: { post: FeedPost; staff: boolean }) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = useAddComment();
  const send = () =>
    add.mutate(
      { feed: post.id, comment: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );
  return (
    <Box sx={{ mt: 1 }}>
      <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t('ui.communication.comments', { count: post.commentCount })}>
        {post.comments.map((comment) => (
          <CommentRow key={comment.id} comment={comment} staff={staff} />
        ))}
      </Box>
      {post.commentsOn ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            value={text}
            placeholder={t('ui.communication.write_comment')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && text.trim()) send();
            }}
            slotProps={{ htmlInput: { 'aria-label': t('ui.communication.write_comment'), maxLength: 2000 } }}
          />
          <Button variant="contained" disabled={add.isPending || text.trim() === ''} onClick={send}>
            {t('ui.communication.send')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('ui.communication.comments_off')}
        </Alert>
      )}
    </Box>
  );
};
