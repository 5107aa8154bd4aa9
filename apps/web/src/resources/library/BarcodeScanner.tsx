import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeDetector } from './barcode-detector.ts';

/**
 * The camera's picture while it looks for a barcode; the first one read is handed over and the
 * camera stops. Optional by design: without a detector or a camera the desk says so and the
 * typed field keeps working.
 */
export const BarcodeScanner = ({ onDetected }: { onDetected: (code: string) => void }) => {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const detector = barcodeDetector();
    if (!detector) {
      setFailure(t('ui.library.camera_unavailable'));
      return undefined;
    }
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async (): Promise<void> => {
      if (stopped || !video.current) return;
      const found = await detector.detect(video.current).catch(() => []);
      const code = found[0]?.rawValue.trim();
      if (code) onDetected(code);
      else timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailure(t('ui.library.camera_denied')));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onDetected, t]);

  if (failure) return <Alert severity="info">{failure}</Alert>;
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={t('ui.library.scan')}
      sx={{ width: '100%', maxWidth: 360, borderRadius: 1, bgcolor: 'black' }}
    />
  );
};
