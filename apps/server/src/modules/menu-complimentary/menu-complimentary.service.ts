import type {
  ItemComplimentary,
  SaveItemComplimentaryBody,
  SaveSubsidiesBody,
  SaveValueComplimentaryBody,
  Subsidy,
  ValueComplimentary,
  ValueComplimentaryQuery,
} from '@brewline/contracts/schemas/menu-complimentary';
import { AppError, forbidden, notFound } from '../../errors';
import type { MenuComplimentaryRepository, Tier } from './menu-complimentary.repository';

/** Who is asking: only a platform administrator changes the platform's own tiers and sets subsidies. */
export interface Caller {
  isPlatformAdmin: boolean;
}

type Queries = Omit<MenuComplimentaryRepository, 'transaction'>;

const platformOnly = () => new AppError(403, 'FORBIDDEN', 'complimentaryPlatformAdminOnly');

/**
 * Complimentary settings and subsidies (decisions 061, 062). Every id is checked to belong to the shop: an item or
 * value of another shop, an archived item, or a tier the shop's menu cannot treat is 404, as one that does not exist.
 * A tier the caller may not change answers 403 only when the save would change it, so a dialog can send every row.
 */
export function createMenuComplimentaryService({ repository }: { repository: MenuComplimentaryRepository }) {
  async function tiersOf(queries: Queries, shopId: number): Promise<Tier[]> {
    const shop = await queries.findShop(shopId);
    if (!shop) throw notFound();
    return queries.tiersOf(shop);
  }
  const editable = (tier: Tier, caller: Caller) => !tier.isPlatformMembership || caller.isPlatformAdmin;
  const tierById = (tiers: Tier[], membershipId: number) => {
    const tier = tiers.find((candidate) => candidate.id === membershipId);
    if (!tier) throw notFound();
    return tier;
  };

  async function itemSettings(queries: Queries, shopId: number, itemId: number, caller: Caller): Promise<ItemComplimentary[]> {
    const tiers = await tiersOf(queries, shopId);
    if (!(await queries.itemOfShop(shopId, itemId))) throw notFound();
    const complimentary = await queries.itemComplimentary(itemId);
    return tiers.map((tier) => ({
      membershipId: tier.id,
      name: tier.name,
      isPlatformMembership: tier.isPlatformMembership,
      editable: editable(tier, caller),
      complimentary: complimentary.has(tier.id),
    }));
  }

  async function valueSettings(queries: Queries, shopId: number, query: ValueComplimentaryQuery, caller: Caller) {
    const tiers = await tiersOf(queries, shopId);
    const owned = await queries.valuesOfShop(shopId, query.source, query.valueIds);
    if (owned.length !== query.valueIds.length) throw notFound();
    const rows = await queries.valueComplimentary(query.source, query.valueIds);
    return tiers.map((tier): ValueComplimentary => ({
      membershipId: tier.id,
      name: tier.name,
      isPlatformMembership: tier.isPlatformMembership,
      editable: editable(tier, caller),
      valueIds: query.valueIds.filter((valueId) => rows.some((row) => row.membershipId === tier.id && row.valueId === valueId)),
    }));
  }

  async function subsidyRows(queries: Queries, shopId: number, valueId: number): Promise<Subsidy[]> {
    const tiers = await tiersOf(queries, shopId);
    if (!(await queries.menuValueOfShop(shopId, valueId))) throw notFound();
    const amounts = await queries.subsidiesOf(valueId);
    return tiers
      .filter((tier) => tier.isPlatformMembership)
      .map((tier) => ({ membershipId: tier.id, name: tier.name, optionValueId: valueId, amountCents: amounts.get(tier.id) ?? null }));
  }

  return {
    itemComplimentary: (shopId: number, itemId: number, caller: Caller) => itemSettings(repository, shopId, itemId, caller),

    /** Sets, per tier sent, whether the item is free for its members; answers every tier as now saved. */
    async saveItemComplimentary(shopId: number, itemId: number, body: SaveItemComplimentaryBody, caller: Caller) {
      return repository.transaction(async (tx) => {
        const current = await itemSettings(tx, shopId, itemId, caller);
        for (const entry of body) {
          const row = current.find((candidate) => candidate.membershipId === entry.membershipId);
          if (!row) throw notFound();
          if (row.complimentary === entry.complimentary) continue;
          if (!row.editable) throw platformOnly();
          await tx.setItemComplimentary(itemId, entry.membershipId, entry.complimentary);
        }
        return itemSettings(tx, shopId, itemId, caller);
      });
    },

    valueComplimentary: (shopId: number, query: ValueComplimentaryQuery, caller: Caller) =>
      valueSettings(repository, shopId, query, caller),

    /** Per tier sent, which of the query's values are free for its members (the query's others are not). */
    async saveValueComplimentary(shopId: number, query: ValueComplimentaryQuery, body: SaveValueComplimentaryBody, caller: Caller) {
      return repository.transaction(async (tx) => {
        const current = await valueSettings(tx, shopId, query, caller);
        for (const entry of body) {
          const row = current.find((candidate) => candidate.membershipId === entry.membershipId);
          if (!row) throw notFound();
          const chosen = [...new Set(entry.valueIds)];
          if (chosen.some((valueId) => !query.valueIds.includes(valueId))) throw notFound();
          const unchanged = chosen.length === row.valueIds.length && chosen.every((valueId) => row.valueIds.includes(valueId));
          if (unchanged) continue;
          if (!row.editable) throw platformOnly();
          await tx.replaceValueComplimentary(query.source, entry.membershipId, query.valueIds, chosen);
        }
        return valueSettings(tx, shopId, query, caller);
      });
    },

    /** A value's subsidies, one row per platform tier (platform administrators only; the route checks the caller). */
    subsidies: (shopId: number, valueId: number) => subsidyRows(repository, shopId, valueId),

    /** The value's subsidies become the entries sent; amounts only for the platform's own tiers. */
    async saveSubsidies(shopId: number, valueId: number, body: SaveSubsidiesBody, caller: Caller): Promise<Subsidy[]> {
      if (!caller.isPlatformAdmin) throw forbidden('adminOnly');
      return repository.transaction(async (tx) => {
        const tiers = await tiersOf(tx, shopId);
        const value = await tx.menuValueOfShop(shopId, valueId);
        if (!value) throw notFound();
        const entries = new Map<number, number>();
        for (const entry of body) {
          const tier = tierById(tiers, entry.membershipId);
          if (!tier.isPlatformMembership) throw new AppError(403, 'FORBIDDEN', 'subsidyPlatformOnly');
          if (entry.amountCents !== null) entries.set(tier.id, entry.amountCents);
        }
        await tx.replaceSubsidies(
          shopId,
          value,
          [...entries].map(([membershipId, amountCents]) => ({ membershipId, amountCents })),
        );
        return subsidyRows(tx, shopId, valueId);
      });
    },
  };
}
export type MenuComplimentaryService = ReturnType<typeof createMenuComplimentaryService>;
