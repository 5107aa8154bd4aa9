export { trTR as locale } from '@mui/material/locale';
