import type { VisitSourceRow } from '@brewline/contracts/schemas/visits';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/** The report's columns, for the table and the spreadsheet alike. */
export function useVisitSourceColumns(): Column<VisitSourceRow>[] {
  const { t } = useTranslation('visits-report');
  return useMemo(
    () => [
      {
        key: 'source',
        header: t('columns.source'),
        minWidth: 140,
        grow: 1.2,
        render: (row) => (
          <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
            {row.source}
          </Box>
        ),
      },
      { key: 'visits', header: t('columns.visits'), type: 'number', width: 90 },
      { key: 'firstVisitAt', header: t('columns.firstVisit'), type: 'datetime' },
      { key: 'lastVisitAt', header: t('columns.lastVisit'), type: 'datetime' },
    ],
    [t],
  );
}
