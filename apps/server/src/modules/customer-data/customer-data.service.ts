import {
  type ConsumerRequestKind,
  customerDataFileName,
  erasedTombstone,
  erasureConfirmed,
  mayEraseCustomers,
} from '@brewline/contracts/customer-data';
import type {
  ConsumerAccessResult,
  ConsumerRequest,
  ConsumerRequestBody,
  CustomerData,
  EraseCustomerResponse,
} from '@brewline/contracts/schemas/customer-data';
import { canActOnShop, type Principal } from '@brewline/contracts/permissions';
import { randomBytes } from 'node:crypto';
import { AppError, forbidden, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { SpreadsheetStream } from '../../lib/spreadsheet-stream';
import type { ServiceKeyPrincipal } from '../../plugins/auth';
import type { ActivityRecorder } from '../activity/activity.service';
import type { CustomersService } from '../customers/customers.service';
import type { CustomerDataRepository, RequestRow } from './customer-data.repository';
import { CUSTOMER_DATA_COLUMNS, customerDataRows, type CustomerDataRow, ORDERING_APP_ACTOR } from './customer-data.rules';

export interface CustomerDataServiceDeps {
  repository: CustomerDataRepository;
  /** Who the customer is and which shops the caller sees them at, as their profile (decision 289). */
  customers: Pick<CustomersService, 'reach'>;
  /** Where an erasure is recorded, without the erased data (decision 225). */
  activity: ActivityRecorder;
  now?: () => Date;
}

/** Brewline's reference of a request: `cdr_` and 24 random hex digits. */
const newReference = () => `cdr_${randomBytes(12).toString('hex')}`;

type Transaction = Parameters<Parameters<CustomerDataRepository['transaction']>[0]>;
/** Where one erasure is recorded: the shop and who acted (an app request has no login, its actor's name is given). */
type ErasureRecord = { shopId: number; actor: Actor; actorEmail?: string };

export function createCustomerDataService({ repository, customers, activity, now = () => new Date() }: CustomerDataServiceDeps) {
  /**
   * Erases the person inside the transaction: the tombstone replaces every copy of their personal data, at every
   * shop (one consumers row is the person for all of them; decision 291). Once only: the consumer row is locked
   * first, so a parallel erasure waits, then finds them erased and records nothing. `records` says where it is logged.
   */
  async function erasePerson([tx, db]: Transaction, consumerId: number, records: (shopIds: number[]) => ErasureRecord[]): Promise<Date> {
    const consumer = await tx.lockConsumer(consumerId);
    if (!consumer) throw notFound();
    if (consumer.erasedAt) return consumer.erasedAt;
    const at = now();
    const tombstone = erasedTombstone(consumer.id);
    const shopIds = await tx.shopsOf(consumer.id);
    const log = activity.within(db);
    await log.replaceGuestName(shopIds, await tx.eventItemsOf(consumer.id), consumer.name, tombstone.name);
    await tx.erase(consumer, tombstone, at);
    for (const entry of records(shopIds)) {
      await log.record({ ...entry, action: 'customerErased', target: { id: consumer.id, name: String(consumer.id) }, createdAt: at });
    }
    return at;
  }

  const requestOf = (row: RequestRow): ConsumerRequest => ({
    reference: row.reference,
    kind: row.kind,
    requestId: row.idempotencyKey,
    found: row.consumerId !== null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  });

  /** The shops a key acts for: its shop, or every shop (a platform key: null). */
  const scopeOf = (key: ServiceKeyPrincipal): number[] | null => (key.shopId === null ? null : [key.shopId]);

  /**
   * Records the app's request once per key, kind and request id, and does its work in the same transaction: a
   * repeat, even a parallel one (its insert waits for the first to commit), answers the first request and does nothing.
   */
  async function appRequest(
    key: ServiceKeyPrincipal,
    kind: ConsumerRequestKind,
    body: ConsumerRequestBody,
    work: (transaction: Transaction, consumerId: number) => Promise<void>,
  ): Promise<{ request: ConsumerRequest; created: boolean }> {
    const earlier = await repository.requestByKey(key.keyId, kind, body.requestId);
    if (earlier) return { request: requestOf(earlier), created: false };
    const consumer = await repository.consumerByEmail(body.email);
    const consumerId = consumer && (await repository.isCustomerOf(consumer.id, scopeOf(key))) ? consumer.id : null;
    const inserted = await repository.transaction(async (tx, db) => {
      const row = await tx.insertRequest({
        reference: newReference(),
        kind,
        consumerId,
        serviceKeyId: key.keyId,
        shopId: key.shopId,
        idempotencyKey: body.requestId,
        at: now(),
      });
      if (row && consumerId !== null) await work([tx, db], consumerId);
      return row;
    });
    if (inserted) return { request: requestOf(inserted), created: true };
    const first = await repository.requestByKey(key.keyId, kind, body.requestId);
    if (!first) throw notFound();
    return { request: requestOf(first), created: false };
  }

  /** Everything held on a customer at the shops the caller sees them at (their profile's). */
  async function dataOf(principal: Principal, shopId: number, customerId: number): Promise<CustomerData> {
    const { shopIds } = await customers.reach(principal, shopId, customerId);
    const data = await repository.data(customerId, shopIds, now());
    if (!data) throw notFound();
    return data;
  }

  return {
    /** The customer's data as JSON. */
    download: dataOf,

    /** The same, as one sheet: a row per field of each record. */
    async downloadSheet(principal: Principal, shopId: number, customerId: number): Promise<SpreadsheetStream<CustomerDataRow>> {
      const data = await dataOf(principal, shopId, customerId);
      const [section, record, field, value] = CUSTOMER_DATA_COLUMNS;
      return {
        fileName: customerDataFileName(customerId, 'xlsx'),
        sheetName: 'Customer data',
        columns: [
          { header: section, type: 'text', key: 'section', width: 16 },
          { header: record, type: 'text', key: 'record', width: 22 },
          { header: field, type: 'text', key: 'field', width: 20 },
          { header: value, type: 'text', key: 'value', width: 48 },
        ],
        rows: customerDataRows(data),
      };
    },

    /**
     * The dashboard's erasure: the caller sees the customer's profile and holds user management at the shop, and
     * typed the customer's email. Erasing a customer of the shop who is already erased answers as the first time.
     */
    async erase(
      principal: Principal,
      shopId: number,
      customerId: number,
      typedEmail: string,
      actor: Actor,
    ): Promise<EraseCustomerResponse> {
      const held = {
        analytics: canActOnShop(principal, shopId, 'analytics'),
        userManagement: canActOnShop(principal, shopId, 'userManagement'),
      };
      if (!mayEraseCustomers(held)) throw forbidden();
      let email: string;
      try {
        email = (await customers.reach(principal, shopId, customerId)).customer.email;
      } catch (error) {
        // An erased customer has no profile any more: one of this shop's is answered as erased, anyone else is 404.
        const erasedAt = await repository.erasedAt(customerId, [shopId]);
        if (erasedAt) return { customerId, erasedAt: erasedAt.toISOString() };
        throw error;
      }
      if (!erasureConfirmed(typedEmail, email)) throw new AppError(400, 'VALIDATION_FAILED', 'erasureEmailMismatch', 'email');
      const erasedAt = await repository.transaction((...transaction) => erasePerson(transaction, customerId, () => [{ shopId, actor }]));
      return { customerId, erasedAt: erasedAt.toISOString() };
    },

    /**
     * The ordering app's erasure request: the person with that email, if they are a customer of the key's shops, is
     * erased (at every shop, as from the dashboard), recorded at each shop they were a customer of.
     */
    requestErasure: (key: ServiceKeyPrincipal, body: ConsumerRequestBody, clientAddress: string | null) =>
      appRequest(key, 'erasure', body, async (transaction, consumerId) => {
        await erasePerson(transaction, consumerId, (shopIds) =>
          shopIds.map((shopId) => ({ shopId, actor: { loginId: null, clientAddress }, actorEmail: ORDERING_APP_ACTOR })),
        );
      }),

    /** The ordering app's access request: recorded at once; the data is read when the app fetches it. */
    requestAccess: (key: ServiceKeyPrincipal, body: ConsumerRequestBody) => appRequest(key, 'access', body, async () => {}),

    /** An access request of this key, with what is held on the person at the key's shops now (none when not found). */
    async accessResult(key: ServiceKeyPrincipal, reference: string): Promise<ConsumerAccessResult> {
      const row = await repository.requestByReference(key.keyId, 'access', reference);
      if (!row) throw notFound();
      const data = row.consumerId === null ? null : await repository.data(row.consumerId, scopeOf(key), now());
      return { ...requestOf(row), data };
    },
  };
}

export type CustomerDataService = ReturnType<typeof createCustomerDataService>;
