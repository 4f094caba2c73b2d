import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TransactionFilter, TransactionRecord } from './ledger.types';

/**
 * The rows of TransactionsData.xlsx (decision 122): every transaction of the range and type, newest first, read in
 * keyset batches so the download never holds the range whole.
 *
 * Each row comes back as one JSON array text, not fourteen columns: PGlite copies every field of an answer into an
 * ArrayBuffer of its own before decoding it, which was most of the download's CPU. Batches are 2,000 rows: a batch
 * of 10,000 lived long enough, while the writer worked through it, to be promoted to V8's old generation, where it
 * stayed as garbage until a full collection (most of the download's extra memory; PGlite's WASM memory did not grow).
 */
export const EXPORT_BATCH = 2_000;

/** TransactionRecord's fields in order, then the keyset cursor (created_at as text, to the microsecond). */
type ExportRow = [
  transactionId: number,
  type: number,
  description: string,
  orderId: number | null,
  userName: string,
  createdAt: string,
  subtotalCents: number,
  tipCents: number,
  taxCents: number,
  promoCode: string | null,
  discountCents: number,
  amountCents: number,
  feeCents: number,
  netCents: number,
  cursor: string,
];

export async function* transactionsNewestFirst(
  db: Database,
  shopId: number,
  { span, type }: TransactionFilter,
  batch = EXPORT_BATCH,
): AsyncGenerator<TransactionRecord> {
  let after: { cursor: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql` and t.created_at <= ${after.cursor}::timestamptz and (t.created_at, t.id) < (${after.cursor}::timestamptz, ${after.id})`
      : sql``;
    const { rows } = (await db.execute(sql`
      select json_build_array(t.id, t.type, t.description, t.order_id, coalesce(c.name, ''),
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.subtotal_cents, t.tip_cents,
        t.tax_cents, t.promo_code, t.discount_cents, t.amount_cents, t.fee_cents, t.net_cents, t.created_at::text)::text as "row"
      from transactions t left join consumers c on c.id = t.consumer_id
      where t.shop_id = ${shopId} and t.created_at >= ${span.start} and t.created_at < ${span.end}${type === null ? sql`` : sql` and t.type = ${type}`}${keyset}
      order by t.created_at desc, t.id desc limit ${batch}`)) as unknown as { rows: Array<{ row: string }> };
    let last: ExportRow | null = null;
    for (const { row } of rows) {
      last = JSON.parse(row) as ExportRow;
      const [transactionId, type, description, orderId, userName, createdAt, subtotalCents, tipCents, taxCents, promoCode] = last;
      const [, , , , , , , , , , discountCents, amountCents, feeCents, netCents] = last;
      yield {
        transactionId,
        type,
        description,
        orderId,
        userName,
        createdAt,
        subtotalCents,
        tipCents,
        taxCents,
        promoCode,
        discountCents,
        amountCents,
        feeCents,
        netCents,
      };
    }
    if (!last || rows.length < batch) return;
    after = { cursor: last[14], id: last[0] };
  }
}
