import type { JournalAccount } from '@brewline/contracts/journal';
import type { AccountMapping, Journal } from '@brewline/contracts/schemas/journal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/** A line of the preview: an entry's line with its journal's number and day, and the account's mapped name and code. */
export interface JournalPreviewRow {
  id: string;
  number: string;
  day: string;
  account: JournalAccount;
  accountName: string;
  code: string;
  description: string;
  debitCents: number | null;
  creditCents: number | null;
}

/** Every line of every entry, in the files' order. */
export function previewRows(journal: Journal | undefined): JournalPreviewRow[] {
  if (!journal) return [];
  const accounts: AccountMapping = journal.accounts;
  return journal.entries.flatMap((entry) =>
    entry.lines.map((line, i) => ({
      id: `${entry.number}/${i}`,
      number: entry.number,
      day: entry.day,
      account: line.account,
      accountName: accounts[line.account].name,
      code: accounts[line.account].code,
      description: line.description,
      debitCents: line.debitCents || null,
      creditCents: line.creditCents || null,
    })),
  );
}

/** The preview's columns: what both files hold, a debit or a credit a line. */
export function useJournalColumns(): Column<JournalPreviewRow>[] {
  const { t } = useTranslation('journal');
  return useMemo(
    () => [
      { key: 'number', header: t('columns.number'), width: 130, sortable: false, card: 'detail' },
      { key: 'day', header: t('columns.day'), type: 'date', width: 120, sortable: false, card: 'detail' },
      { key: 'accountName', header: t('columns.account'), minWidth: 170, grow: 1, sortable: false, card: 'title' },
      { key: 'code', header: t('columns.code'), width: 90, sortable: false, card: 'detail' },
      { key: 'description', header: t('columns.description'), minWidth: 200, grow: 2, sortable: false, card: 'detail' },
      { key: 'debitCents', header: t('columns.debits'), type: 'money', width: 120, sortable: false, card: 'detail' },
      { key: 'creditCents', header: t('columns.credits'), type: 'money', width: 120, sortable: false, card: 'detail' },
    ],
    [t],
  );
}
