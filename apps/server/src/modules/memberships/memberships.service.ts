import type {
  Membership,
  MembershipBody,
  MembershipFields,
  MembershipReadOnlyReason,
  MembershipRow,
} from '@brewline/contracts/schemas/memberships';
import { AppError, forbidden, notFound } from '../../errors';
import { claimedVersion } from '../../lib/safe-save';
import type { MembershipsRepository, ShopScope, TierRecord } from './memberships.repository';

/** How a shop may treat a tier: not at all, edit it, or only look at it (and why). */
export type TierAccess = 'hidden' | 'editable' | MembershipReadOnlyReason;

/**
 * The visibility rules (decision 035):
 * - the platform's own membership shows to every shop and is never editable from one;
 * - a shop that is not a chain shop sees and edits its own tiers, except chain and global ones (a chain's tier is
 *   hidden from its shops; global memberships show only for chain shops);
 * - a chain shop edits its own chain (and global) tiers, and sees its shops' own tiers read-only: 'Memberships for
 *   your shops must be managed at the individual shop level.';
 * - every other tier is hidden (another shop's, another chain's).
 */
function tierAccess(
  shop: ShopScope,
  tier: Pick<TierRecord, 'shopId' | 'isPlatformMembership' | 'isChainMembership' | 'isGlobalMembership'>,
): TierAccess {
  if (tier.isPlatformMembership) return 'platformMembership';
  const chainLevel = tier.isChainMembership || tier.isGlobalMembership;
  if (!shop.isChainShop) return tier.shopId === shop.id && !chainLevel ? 'editable' : 'hidden';
  if (tier.shopId === shop.id) return chainLevel ? 'editable' : 'shopLevel';
  if (tier.shopId !== null && shop.chainShopIds.includes(tier.shopId) && !chainLevel) return 'shopLevel';
  return 'hidden';
}

const toRow = (tier: TierRecord, access: Exclude<TierAccess, 'hidden'>): MembershipRow => ({
  membershipId: tier.id,
  name: tier.name,
  priceCents: tier.priceCents,
  updatedAt: tier.updatedAt.toISOString(),
  shopId: tier.shopId,
  shopName: tier.shopName,
  isPlatformMembership: tier.isPlatformMembership,
  isChainMembership: tier.isChainMembership,
  isGlobalMembership: tier.isGlobalMembership,
  readOnlyReason: access === 'editable' ? null : access,
});

const toMembership = (tier: TierRecord, access: Exclude<TierAccess, 'hidden'>): Membership => ({
  ...toRow(tier, access),
  callToAction: tier.callToAction,
  description: tier.description,
  redemptionFrequencyHours: tier.redemptionFrequencyHours,
  termsUrl: tier.termsUrl,
  policyUrl: tier.policyUrl,
  benefits: tier.benefits,
  questions: tier.questions,
  manualApproval: tier.manualApproval,
  discount: { enabled: tier.discountEnabled, percent: Number(tier.discountPercent) },
  limitComplimentaryItems: tier.limitComplimentaryItems,
  isEnabled: tier.isEnabled,
  freePriceId: tier.freePriceId,
  startedAt: tier.startedAt.toISOString(),
  version: tier.version,
});

const readOnlyRefusal = (reason: MembershipReadOnlyReason) =>
  forbidden(reason === 'platformMembership' ? 'membershipPlatformReadOnly' : 'membershipShopLevel');

export function createMembershipsService({ repository }: { repository: MembershipsRepository }) {
  type Queries = Omit<MembershipsRepository, 'transaction'>;

  const scopeOf = async (queries: Queries, shopId: number): Promise<ShopScope> => {
    const shop = await queries.findShop(shopId);
    if (!shop) throw notFound();
    return shop;
  };

  /** The tier as `shop` sees it; another shop's tier is 404, as one that does not exist. */
  const visibleTier = async (queries: Queries, shop: ShopScope, membershipId: number) => {
    const tier = await queries.find(membershipId);
    const access = tier ? tierAccess(shop, tier) : 'hidden';
    if (!tier || access === 'hidden') throw notFound();
    return { tier, access };
  };

  /** Tiers are added and changed only while the shop's memberships are enabled (decision 035). */
  const assertEnabled = (shop: ShopScope) => {
    if (!shop.membershipEnabled) throw new AppError(403, 'FORBIDDEN', 'membershipsNotEnabled');
  };

  return {
    async list(shopId: number): Promise<MembershipRow[]> {
      const shop = await scopeOf(repository, shopId);
      const rows: MembershipRow[] = [];
      for (const tier of await repository.listCandidates(shop)) {
        const access = tierAccess(shop, tier);
        if (access !== 'hidden') rows.push(toRow(tier, access));
      }
      return rows;
    },

    async get(shopId: number, membershipId: number): Promise<Membership> {
      const shop = await scopeOf(repository, shopId);
      const { tier, access } = await visibleTier(repository, shop, membershipId);
      return toMembership(tier, access as Exclude<TierAccess, 'hidden'>);
    },

    /** A new tier of the shop; a chain shop's new tiers are chain memberships (decision 035). */
    async create(shopId: number, fields: MembershipFields): Promise<Membership> {
      return repository.transaction(async (tx) => {
        const shop = await scopeOf(tx, shopId);
        assertEnabled(shop);
        const id = await tx.insert(shopId, fields, { isChainMembership: shop.isChainShop });
        const { tier, access } = await visibleTier(tx, shop, id);
        return toMembership(tier, access as Exclude<TierAccess, 'hidden'>);
      });
    },

    /**
     * Saves a tier the shop may edit, when loaded at the current version (else 409 staleCopy, nothing changed):
     * another shop's tier is 404; the platform's own and, for a chain shop, its shops' own tiers are 403.
     */
    async save(shopId: number, membershipId: number, { version, ...fields }: MembershipBody): Promise<Membership> {
      return repository.transaction(async (tx) => {
        const shop = await scopeOf(tx, shopId);
        const { access } = await visibleTier(tx, shop, membershipId);
        if (access !== 'editable') throw readOnlyRefusal(access as MembershipReadOnlyReason);
        assertEnabled(shop);
        claimedVersion(await tx.claimVersion(membershipId, version));
        await tx.update(membershipId, fields);
        const saved = await tx.find(membershipId);
        if (!saved) throw notFound();
        return toMembership(saved, 'editable');
      });
    },
  };
}
export type MembershipsService = ReturnType<typeof createMembershipsService>;
