import type { AnnouncementStatus } from '@brewline/contracts/announcements';
import type { Announcement } from '@brewline/contracts/schemas/announcements';
import { Box, Button, Chip } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

const STATUS_COLOR: Record<AnnouncementStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  expired: 'default',
  retracted: 'warning',
};

/**
 * Announcement History's columns: Message, Created, Status, Action, Retracted Date. Dates en-US in
 * UTC (the table's datetime type). The server orders the rows newest first; no column re-sorts them.
 */
export function useHistoryColumns(onRetract: (row: Announcement) => void, retractingId: number | null): Column<Announcement>[] {
  const { t } = useTranslation('announcements');
  return useMemo(
    () => [
      {
        key: 'updateText',
        header: t('columns.message'),
        minWidth: 160,
        grow: 2,
        sortable: false,
        // The grid's rows are one line: a long message ends in an ellipsis and shows whole on hover.
        render: (row) => (
          <Box
            component="span"
            dir="auto"
            title={row.updateText}
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.updateText}
          </Box>
        ),
        value: (row) => row.updateText,
      },
      { key: 'createdAt', header: t('columns.created'), type: 'datetime', sortable: false },
      {
        key: 'status',
        header: t('columns.status'),
        type: 'custom',
        width: 110,
        sortable: false,
        value: (row) => t(`status.${row.status}`),
        render: (row) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />,
      },
      {
        key: 'action',
        header: t('columns.action'),
        type: 'custom',
        width: 130,
        sortable: false,
        exported: false,
        render: (row) => (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={row.retractedAt !== null || retractingId === row.announcementId}
            onClick={() => onRetract(row)}
            aria-label={t('retractLabel', { message: row.updateText })}
          >
            {t('retract')}
          </Button>
        ),
      },
      { key: 'retractedAt', header: t('columns.retractedDate'), type: 'datetime', sortable: false },
    ],
    [t, onRetract, retractingId],
  );
}
