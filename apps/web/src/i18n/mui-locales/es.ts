export { esES as locale } from '@mui/material/locale';
