import { arSD } from '@mui/x-data-grid/locales';

export const localeText = arSD.components.MuiDataGrid.defaultProps.localeText;
