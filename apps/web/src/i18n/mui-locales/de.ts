export { deDE as locale } from '@mui/material/locale';
