import { deDE } from '@mui/x-data-grid/locales';

export const localeText = deDE.components.MuiDataGrid.defaultProps.localeText;
