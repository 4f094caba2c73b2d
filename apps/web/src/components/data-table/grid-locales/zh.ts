import { zhCN } from '@mui/x-data-grid/locales';

export const localeText = zhCN.components.MuiDataGrid.defaultProps.localeText;
