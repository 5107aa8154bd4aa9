import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useStudentPhoto, useUploadStudentPhoto } from '../../api/students.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';

/** Initials for the photo's place while the student has none. */
const initials = (student: ApiRecord): string =>
  `${String(student.name ?? '').charAt(0)}${String(student.lastName ?? '').charAt(0)}`.toUpperCase();

const fullName = (student: ApiRecord): string => `${String(student.name ?? '')} ${String(student.lastName ?? '')}`;

/** The student's photo (read with the caller's token), or their initials. */
export const StudentPhoto = ({ student, size = 56 }: { student: ApiRecord; size?: number }) => {
  const { t } = useTranslation();
  const photo = useStudentPhoto(student.photo);
  return (
    <Avatar
      src={photo.data}
      alt={photo.data ? t('ui.student_profile.photo_of', { name: fullName(student) }) : ''}
      // A neutral ground that keeps the initials readable in every theme (the themes' primaries differ).
      sx={{ width: size, height: size, bgcolor: 'grey.700', color: 'common.white' }}
    >
      {/* The name is always written beside it: the initials are for the eye only. */}
      <span aria-hidden="true">{initials(student)}</span>
    </Avatar>
  );
};

/** Upload of a new photo, for those who may change the student (the server checks the image). */
export const StudentPhotoUpload = ({ student }: { student: ApiRecord }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadStudentPhoto();
  const input = useRef<HTMLInputElement>(null);
  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id: Number(student.id), file },
      {
        onSuccess: () => notify({ message: { key: 'ui.student_profile.photo_saved' }, variant: 'success' }),
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label={t('ui.student_profile.upload_photo')}
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('ui.student_profile.upload_photo')}
      </Button>
    </>
  );
};
