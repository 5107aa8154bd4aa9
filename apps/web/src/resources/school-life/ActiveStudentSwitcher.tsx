import Face from '@mui/icons-material/Face';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveStudent } from './use-active-student.ts';

/**
 * The active student in the top bar, for students and parents; a parent of several children
 * switches between them here.
 */
export const ActiveStudentSwitcher = () => {
  const { t } = useTranslation();
  const { enabled, student, students, choose } = useActiveStudent();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled || !student) return null;
  const name = `${student.name} ${student.lastName}`;
  const several = students.length > 1;
  return (
    <>
      <Tooltip title={several ? t('ui.school_life.switch_student') : t('ui.school_life.active_student')}>
        <Button
          color="inherit"
          startIcon={<Face />}
          aria-label={`${t('ui.school_life.active_student')}: ${name}`}
          aria-haspopup={several ? 'menu' : undefined}
          onClick={several ? (event) => setAnchor(event.currentTarget) : undefined}
          sx={{ textTransform: 'none', minWidth: 0 }}
        >
          {name}
        </Button>
      </Tooltip>
      {several && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {students.map((option) => (
            <MenuItem
              key={option.id}
              selected={option.id === student.id}
              onClick={() => {
                choose(option.id);
                setAnchor(null);
              }}
            >
              <ListItemText primary={`${option.name} ${option.lastName}`} secondary={option.studentNumber} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
};
