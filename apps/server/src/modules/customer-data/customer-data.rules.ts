import type { CustomerData } from '@brewline/contracts/schemas/customer-data';
import { centsToDollars } from '@brewline/contracts/spreadsheet';

/** The actor's name in the log of an erasure the ordering app asked for with its service key (no login acted). */
export const ORDERING_APP_ACTOR = 'Ordering app';

/** The columns of the .xlsx: one row per field of each record, under the section it belongs to. */
export const CUSTOMER_DATA_COLUMNS = ['Section', 'Record', 'Field', 'Value'] as const;

/** One row of a customer's data sheet: a field of one record of a section. */
export interface CustomerDataRow {
  section: string;
  record: string;
  field: string;
  value: string;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join('; ');
  return String(value);
};

/** A record's fields as rows; a field ending in Cents is written as dollars, as on every other sheet. */
function fieldsOf(section: string, record: string, fields: Record<string, unknown>): CustomerDataRow[] {
  return Object.entries(fields).map(([field, value]) =>
    field.endsWith('Cents') && typeof value === 'number'
      ? { section, record, field: field.slice(0, -'Cents'.length), value: centsToDollars(value).toFixed(2) }
      : { section, record, field, value: text(value) },
  );
}

/**
 * The access request's sheet (decision 291): the JSON file's every value, one row per field, so the one sheet
 * the spreadsheet writer makes holds all of it. An order's lines follow it, each with its options.
 */
export function customerDataRows(data: CustomerData): CustomerDataRow[] {
  const rows = fieldsOf('Customer', String(data.customer.id), data.customer);
  for (const shop of data.shops) rows.push(...fieldsOf('Shop', String(shop.shopId), shop));
  for (const { items, ...order } of data.orders) {
    const record = `Order ${order.orderId}`;
    rows.push(...fieldsOf('Order', record, order));
    items.forEach((item, index) => rows.push(...fieldsOf('Order line', `${record} line ${index + 1}`, item)));
  }
  for (const { answers, ...membership } of data.memberships) {
    const record = `Membership ${membership.id}`;
    rows.push(...fieldsOf('Membership', record, membership));
    for (const answer of answers) rows.push({ section: 'Membership answer', record, field: answer.question, value: answer.response });
  }
  for (const payment of data.payments) rows.push(...fieldsOf('Payment', `Transaction ${payment.transactionId}`, payment));
  return rows;
}
