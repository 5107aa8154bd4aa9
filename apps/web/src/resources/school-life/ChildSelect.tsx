import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useActiveStudent } from './use-active-student.ts';

/**
 * A family page's choice of child (the electives, the grades): shown to a parent of several
 * children only, it changes the active student the top bar shows (`useActiveStudent`), so every
 * family page follows the same child.
 */
export const ChildSelect = ({ label }: { label: string }) => {
  const { student, students, choose } = useActiveStudent();
  if (students.length < 2 || !student) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={label}
        value={student.id}
        onChange={(event) => choose(Number(event.target.value))}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        {students.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {`${row.name} ${row.lastName}`}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
