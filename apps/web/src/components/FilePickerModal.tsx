import Box from '@mui/material/Box';
import { ui } from '@kampus/contract/constants';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

/** The sender the picker's frame names in its message (the spec's responsive file manager). */
export const PICKER_SENDER = 'responsivefilemanager';

/**
 * A page in a frame 600 high that says it is loading until it is: the frame starts the whole app
 * inside it, which on a slow line or machine took 5 to 8 seconds of a blank white box.
 */
const FramedPage = ({ title, src }: { title: string; src: string }) => {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <Box sx={{ position: 'relative' }} aria-busy={!loaded}>
      {!loaded && (
        <Box role="status" sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', gap: 1 }}>
          <LinearProgress sx={{ width: 240 }} />
          <Typography color="text.secondary">{t('ui.form.loading')}</Typography>
        </Box>
      )}
      <Box
        component="iframe"
        title={title}
        src={src}
        onLoad={() => setLoaded(true)}
        sx={{ width: '100%', height: ui.modalFrameHeight, border: 0, display: 'block', opacity: loaded ? 1 : 0 }}
      />
    </Box>
  );
};

/** What the frame posts when a file is chosen for a field. */
interface PickerMessage {
  sender: string;
  field_id: string;
  url: string;
}

const isPickerMessage = (data: unknown): data is PickerMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { sender?: unknown }).sender === PICKER_SENDER &&
  typeof (data as { field_id?: unknown }).field_id === 'string' &&
  typeof (data as { url?: unknown }).url === 'string';

export interface FilePickerModalProps {
  open: boolean;
  /** The form field the chosen file's URL is for. */
  fieldId: string;
  onChoose: (fieldId: string, url: string) => void;
  onClose: () => void;
}

/**
 * The file-picker modal a form opens (platform spec, section 2): titled with the product name plus
 * File Manager, 900 wide, the file browser in a frame 600 high. A message from our own origin with
 * the sender `responsivefilemanager` and this field's id hands the file's URL to `onChoose` and closes.
 */
export const FilePickerModal = ({ open, fieldId, onChoose, onClose }: FilePickerModalProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPickerMessage(event.data)) return;
      if (event.data.field_id !== fieldId) return;
      onChoose(event.data.field_id, event.data.url);
      onClose();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open, fieldId, onChoose, onClose]);
  return (
    <Dialog
      open={open}
      title={t('ui.filemanager.picker_title', { product: t('ui.product') })}
      onClose={onClose}
      width={ui.modalWidth}
    >
      <FramedPage
        title={t('ui.filemanager.picker_title', { product: t('ui.product') })}
        src={`/filemanager/frame?field_id=${encodeURIComponent(fieldId)}`}
      />
    </Dialog>
  );
};

/** The legacy modal (platform spec, section 2): the product name as title, a given page in a frame 600 high. */
export const LegacyModal = ({ open, src, onClose }: { open: boolean; src: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('ui.product')} onClose={onClose}>
      <FramedPage title={t('ui.product')} src={src} />
    </Dialog>
  );
};
