import type { DayRange } from '@brewline/contracts/analytics';
import type { JournalBy, JournalFormat } from '@brewline/contracts/journal';
import type { Journal } from '@brewline/contracts/schemas/journal';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { DownloadButton } from '../../../components/data-table/download-button';
import { useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopEntry, useShopId } from '../../../lib/session-store';
import { downloadJournal, journalFileName, useAccountMapping, useJournal } from '../api/journal';
import { AccountMappingCard } from '../components/account-mapping-card';
import { previewRows, useJournalColumns } from '../components/journal-columns';

const PAGE_SIZES = [25, 50, 100, 300];

/**
 * /app/journal: the accountant's journal of a range of the shop's business days, one entry a day or a payout, its
 * QuickBooks and Xero downloads, a preview of every line, and the account mapping (decisions 304, 305).
 */
export function JournalPage() {
  const shopId = useShopId();
  return <JournalReport key={shopId} shopId={shopId} />;
}

function JournalReport({ shopId }: { shopId: number }) {
  const { t } = useTranslation('journal');
  const dates = useDateRange();
  const [by, setBy] = useState<JournalBy>('day');
  const journal = useJournal(shopId, dates.range, by);
  const manages = useShopEntry().permissions.shopManagement;
  const mapping = useAccountMapping(shopId, manages);
  const report = journal.data;
  return (
    <ReportFrame
      title={t('title')}
      description={t('description')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      filters={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={by}
          onChange={(_, value: JournalBy | null) => value && setBy(value)}
          aria-label={t('by.label')}
        >
          <ToggleButton value="day">{t('by.day')}</ToggleButton>
          <ToggleButton value="payout">{t('by.payout')}</ToggleButton>
        </ToggleButtonGroup>
      }
      ready={dates.range !== null}
      loading={journal.isFetching}
      error={journal.error}
      onRetry={() => void journal.refetch()}
      failedText={t('loadFailed')}
    >
      <Downloads shopId={shopId} range={dates.range} report={report} />
      <AccountMappingCard shopId={shopId} mapping={mapping.data} accounts={report?.accounts} editable={manages} />
      <Preview report={report} loading={journal.isFetching} />
    </ReportFrame>
  );
}

function Downloads({ shopId, range, report }: { shopId: number; range: DayRange | null; report: Journal | undefined }) {
  const { t } = useTranslation('journal');
  const notice = useNotice();
  const ready = Boolean(range && report && report.entries.length > 0);
  const download = (format: JournalFormat, part: number) => async () => {
    if (!range || !report) return;
    await downloadJournal(shopId, range, report.by, format, part, journalFileName(range, report.by, format, part, report.xeroParts));
  };
  const onError = (error: unknown) => notice.serverError(error);
  const parts = report?.xeroParts ?? 1;
  return (
    <ReportCard title={t('downloads.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {parts > 1 ? t('downloads.hintParts', { parts }) : t('downloads.hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <DownloadButton label={t('downloads.quickbooks')} disabled={!ready} download={download('quickbooks', 1)} onError={onError} />
          {Array.from({ length: parts }, (_, i) => (
            <DownloadButton
              key={i}
              label={parts > 1 ? t('downloads.xeroPart', { part: i + 1, parts }) : t('downloads.xero')}
              disabled={!ready}
              download={download('xero', i + 1)}
              onError={onError}
            />
          ))}
        </Stack>
      </Stack>
    </ReportCard>
  );
}

function Preview({ report, loading }: { report: Journal | undefined; loading: boolean }) {
  const { t } = useTranslation('journal');
  return (
    <ReportCard title={t('preview.title')}>
      <DataTable
        label={t('preview.title')}
        columns={useJournalColumns()}
        rows={previewRows(report)}
        getRowId={(row) => row.id}
        emptyText={report?.by === 'payout' ? t('preview.emptyPayouts') : t('preview.empty')}
        loading={loading}
        pageSizeOptions={PAGE_SIZES}
        defaultPageSize={25}
      />
    </ReportCard>
  );
}
