import { trTR } from '@mui/x-data-grid/locales';

export const localeText = trTR.components.MuiDataGrid.defaultProps.localeText;
