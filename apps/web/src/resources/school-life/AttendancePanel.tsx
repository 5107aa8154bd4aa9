import CloseIcon from '@mui/icons-material/Close';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HealthAlert } from '../../api/health.ts';
import type { StudentRecord } from '../../api/school-life.ts';
import { useRovingFocus } from '../../components/use-roving-focus.ts';
import { useAttendanceWords } from './attendance-words.ts';

export interface AttendancePanelProps {
  title: string;
  className: string;
  students: readonly StudentRecord[];
  unknown: ReadonlySet<number>;
  onToggle: (studentId: number) => void;
  onSubmit: () => void;
  onClose: () => void;
  saving: boolean;
  error: string | null;
  registerPath: string;
  /** Move focus to the panel's heading (it was opened by the teacher, not by the clock). */
  focusOnOpen: boolean;
  /** The class's health alerts by student: the allergens are named on the student's card. */
  alerts?: ReadonlyMap<number, HealthAlert> | undefined;
}

/**
 * The quick-attendance pop-up's body, placed in the page's flow above the screen (not floating
 * over it), so it never covers a control of the page: the students, each a toggle between
 * available (green) and unknown (red), Submit, and the way to the full register.
 */
export const AttendancePanel = ({
  title,
  className,
  students,
  unknown,
  onToggle,
  onSubmit,
  onClose,
  saving,
  error,
  registerPath,
  focusOnOpen,
  alerts,
}: AttendancePanelProps) => {
  const { t } = useTranslation();
  const words = useAttendanceWords();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The class's cards are one Tab stop, walked with the arrow keys.
  const roving = useRovingFocus(students.length, useTheme().direction);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onClose();
      }}
      sx={{ m: { xs: 1.5, sm: 3 }, mb: { xs: 0, sm: 0 }, p: 2, position: 'relative' }}
    >
      <Typography id={titleId} ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ paddingInlineEnd: 6 }}>
        {title}
      </Typography>
      <IconButton
        aria-label={t('ui.dialog.close')}
        onClick={onClose}
        disabled={saving}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
        {t('ui.school_life.attendance_hint')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={className}
        onKeyDown={roving.onKeyDown}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}
      >
        {students.map((student, index) => {
          const isUnknown = unknown.has(student.id);
          const alert = alerts?.get(student.id);
          return (
            <ButtonBase
              key={student.id}
              {...roving.itemProps(index)}
              aria-pressed={isUnknown}
              data-status={isUnknown ? 'unknown' : 'present'}
              disabled={saving}
              onClick={() => onToggle(student.id)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                p: 1,
                borderRadius: 1,
                border: 2,
                borderColor: isUnknown ? 'error.main' : 'success.main',
                textAlign: 'start',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {student.name} {student.lastName}
              </Typography>
              <Typography variant="caption" color={isUnknown ? 'error.main' : 'success.main'}>
                {isUnknown ? words.unknown : words.present}
              </Typography>
              {alert && (
                <Typography
                  variant="caption"
                  color="error.main"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <HealthAndSafetyIcon fontSize="inherit" aria-hidden />
                  {`${t('ui.health.alert')}: ${
                    alert.allergies.map((allergy) => allergy.allergen).join(', ') || t('ui.health.alert_instructions')
                  }`}
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('ui.school_life.summary', { present: students.length - unknown.size, unknown: unknown.size })}
        </Typography>
        <Link component={RouterLink} to={registerPath}>
          {t('ui.attendance_register.open_register')}
        </Link>
        <Button
          variant="contained"
          onClick={onSubmit}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" role="progressbar" /> : undefined}
        >
          {t('ui.school_life.submit')}
        </Button>
      </Box>
    </Paper>
  );
};
