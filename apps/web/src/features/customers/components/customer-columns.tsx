import { CUSTOMER_COLUMNS } from '@brewline/contracts/customers';
import type { CustomerRow } from '@brewline/contracts/schemas/customers';
import { MEMBER_STATUS_LABELS } from '@brewline/contracts/members';
import { Link } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/data-table/columns';
import { reportTableColumns } from '../../../components/report-columns';
import { formatDate } from '../../../lib/format';

type CustomerColumnKey = (typeof CUSTOMER_COLUMNS)[number]['key'];

/** A member's tier and status ('Gold · Active'), with the renewal of an active membership; '' for none. */
export function useMemberText() {
  const { t } = useTranslation(['customers', 'messages']);
  return useMemo(
    () => (member: CustomerRow['member']) => {
      if (!member) return '';
      const status = t(`messages:${MEMBER_STATUS_LABELS[member.status]}`);
      const text = `${member.tier} · ${status}`;
      return member.renewsAt ? `${text} · ${t('customers:renews', { date: formatDate(member.renewsAt) })}` : text;
    },
    [t],
  );
}

/**
 * The Customers list's columns as contracts define them for the table and Customers.xlsx alike. The name opens the
 * profile; the server sorts every column but the phone, the membership and the favourite item.
 */
export function useCustomerColumns(): Column<CustomerRow>[] {
  const { t } = useTranslation('customers');
  const memberText = useMemberText();
  return useMemo(
    () =>
      reportTableColumns<CustomerRow, CustomerColumnKey>(CUSTOMER_COLUMNS, t, {
        name: {
          minWidth: 130,
          grow: 1,
          card: 'title',
          render: (row) => (
            <Link component={RouterLink} to={`/app/customers/${row.id}`}>
              {row.name || row.email}
            </Link>
          ),
        },
        email: { minWidth: 170, grow: 1.4 },
        phone: { sortable: false, minWidth: 110 },
        member: { sortable: false, minWidth: 120, grow: 1, value: (row) => memberText(row.member) },
        firstVisit: {},
        lastVisit: {},
        visits: {},
        spendCents: { card: 'amount' },
        averageOrderCents: {},
        favouriteItem: { sortable: false, minWidth: 120, grow: 1 },
      }),
    [t, memberText],
  );
}
