import type { VisitsReportQuery } from '@brewline/contracts/visits';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/use-error-text';
import { useVisitsReport } from '../api/get-visits-report';

/** Dates are shown in en-US format in UTC (spec 000 §9). */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const number = new Intl.NumberFormat('en-US');

/** /admin/visits: how many landing-page visits each ?ref= source brought, for administrators. */
export function VisitsReportPage() {
  const { t } = useTranslation('visits-report');
  const errorText = useErrorText();
  const [range, setRange] = useState<VisitsReportQuery>({});
  const report = useVisitsReport(range);
  const setDate = (end: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    setRange((current) => ({ ...current, [end]: event.target.value || undefined }));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={t('from')} type="date" value={range.from ?? ''} onChange={setDate('from')} slotProps={{ inputLabel: { shrink: true } }} size="small" />
        <TextField label={t('to')} type="date" value={range.to ?? ''} onChange={setDate('to')} slotProps={{ inputLabel: { shrink: true } }} size="small" />
        <Button onClick={() => setRange({})} disabled={!range.from && !range.to}>
          {t('clear')}
        </Button>
      </Stack>
      {report.isFetching && <LinearProgress aria-hidden="true" />}
      {report.isError && <Alert severity="error">{errorText(report.error)}</Alert>}
      {report.data && (
        <>
          <Typography data-testid="visits-total" sx={{ fontWeight: 600 }}>
            {t('total', { count: report.data.totalVisits, formatted: number.format(report.data.totalVisits) })}
          </Typography>
          {report.data.sources.length === 0 ? (
            <Alert severity="info">{t('empty')}</Alert>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={t('tableLabel')} size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.source')}</TableCell>
                    <TableCell align="right">{t('columns.visits')}</TableCell>
                    <TableCell>{t('columns.firstVisit')}</TableCell>
                    <TableCell>{t('columns.lastVisit')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.sources.map((row) => (
                    <TableRow key={row.source}>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                        {row.source}
                      </TableCell>
                      <TableCell align="right">{number.format(row.visits)}</TableCell>
                      <TableCell>{dateTime.format(new Date(row.firstVisitAt))}</TableCell>
                      <TableCell>{dateTime.format(new Date(row.lastVisitAt))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Stack>
  );
}
