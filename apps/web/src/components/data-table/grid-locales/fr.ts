import { frFR } from '@mui/x-data-grid/locales';

export const localeText = frFR.components.MuiDataGrid.defaultProps.localeText;
