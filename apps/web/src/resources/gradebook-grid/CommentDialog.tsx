import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  initial: string;
  onSave: (comment: string | null) => void;
  onClose: () => void;
}

/** The comment of one score, in a small dialog (saved with the score, as the cell saves). */
export const CommentDialog = ({ title, initial, onSave, onClose }: Props) => {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <Dialog open onClose={onClose} aria-labelledby="gradebook-comment-title" fullWidth maxWidth="sm">
      <DialogTitle id="gradebook-comment-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('ui.gradebook_grid.comment')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.gradebook_grid.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(text.trim() === '' ? null : text.trim())}>
          {t('ui.gradebook_grid.comment_save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
