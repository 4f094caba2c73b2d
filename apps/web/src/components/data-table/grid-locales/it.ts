import { itIT } from '@mui/x-data-grid/locales';

export const localeText = itIT.components.MuiDataGrid.defaultProps.localeText;
