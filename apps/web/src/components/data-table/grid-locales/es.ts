import { esES } from '@mui/x-data-grid/locales';

export const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
