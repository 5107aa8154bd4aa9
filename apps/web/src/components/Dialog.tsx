import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ui } from '@kampus/contract/constants';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** Shows an OK button; with `loading` it carries a spinner and is disabled. */
  onOk?: () => void;
  okLabel?: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  loading?: boolean;
  okColor?: 'primary' | 'error';
  /** OK shown but not yet possible (nothing chosen). */
  okDisabled?: boolean;
  width?: number;
  /**
   * A non-modal dialog at the bottom corner that leaves the page usable (no backdrop, no focus
   * trap, nothing behind it hidden from assistive technology): the teacher's attendance pop-up,
   * which opens by itself while the teacher may be working.
   */
  modeless?: boolean;
  /**
   * A modeless dialog the person opened themselves (the mail's compose window): focus goes to this
   * field at once, whatever had it, and back to the opener when the dialog closes.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modeless dialog opens by itself: it takes focus when the person is not busy elsewhere (focus
 * on nothing, or on the page's heading or main region, where navigation leaves it), so a keyboard
 * or screen-reader user finds it, but never from a field they are typing in. When it closes,
 * focus goes back where it was, or to the page's main heading if that is gone.
 */
const useModelessFocus = (
  open: boolean,
  paper: RefObject<HTMLDivElement | null>,
  initialFocus: RefObject<HTMLElement | null> | undefined,
) => {
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const idle = !before || before === document.body || before.tagName === 'H1' || before.id === 'main';
    const node = paper.current;
    if (initialFocus?.current) initialFocus.current.focus();
    else if (idle) node?.focus();
    return () => {
      if (!node?.contains(document.activeElement) && document.activeElement !== document.body) return;
      if (before?.isConnected) before.focus();
      else document.querySelector<HTMLElement>('#main h1')?.focus();
    };
  }, [open, paper, initialFocus]);
};

/** The spec's reusable dialog: 800 wide by default, full screen under 480 px. */
export const Dialog = ({
  open,
  title,
  children,
  onClose,
  onOk,
  okLabel,
  onCancel,
  cancelLabel,
  loading = false,
  okColor = 'primary',
  okDisabled = false,
  width = ui.dialogWidth,
  modeless = false,
  initialFocus,
}: DialogProps) => {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(`(max-width:${ui.mobileBreakpoint - 0.02}px)`);
  const titleId = useId();
  const paper = useRef<HTMLDivElement>(null);
  useModelessFocus(modeless && open, paper, initialFocus);
  const body = (
    <>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('ui.dialog.close')}
        onClick={onClose}
        disabled={loading}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children !== undefined && <DialogContent>{children}</DialogContent>}
      {(onOk || onCancel) && (
        <DialogActions>
          {onCancel && (
            <Button onClick={onCancel} disabled={loading}>
              {cancelLabel ?? t('ui.dialog.cancel')}
            </Button>
          )}
          {onOk && (
            <Button
              variant="contained"
              color={okColor}
              onClick={onOk}
              disabled={loading || okDisabled}
              startIcon={
                loading ? (
                  <CircularProgress size={16} color="inherit" role="progressbar" aria-label={t('ui.a11y.loading')} />
                ) : undefined
              }
            >
              {okLabel ?? t('ui.dialog.ok')}
            </Button>
          )}
        </DialogActions>
      )}
    </>
  );
  if (modeless) {
    if (!open) return null;
    return (
      <Paper
        ref={paper}
        tabIndex={-1}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        elevation={8}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !loading) onClose();
        }}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.modal,
          display: 'flex',
          flexDirection: 'column',
          ...(fullScreen
            ? { inset: 0, borderRadius: 0 }
            : {
                insetInlineEnd: 24,
                bottom: 24,
                width,
                maxWidth: 'calc(100% - 48px)',
                maxHeight: 'calc(100% - 112px)',
              }),
        }}
      >
        {body}
      </Paper>
    );
  }
  return (
    <MuiDialog
      open={open}
      onClose={loading ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? {} : { width, maxWidth: '100%' } } }}
    >
      {body}
    </MuiDialog>
  );
};
