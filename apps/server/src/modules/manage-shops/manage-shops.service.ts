import type {
  AddChainShopBody,
  AddChainShopResult,
  ChainShop,
  CopiedInfo,
  InfoComparison,
  MenuOverwritePreview,
  MenuSize,
} from '@brewline/contracts/schemas/manage-shops';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import { forbidden, notFound } from '../../errors';
import type { AuthenticatedPrincipal } from '../../lib/principal';
import { hashPassword } from '../../lib/password';
import type { ObjectStorage } from '../../ports/storage';
import type { ManageShopsRepository } from './manage-shops.repository';

export function createManageShopsService({ repository, storage }: { repository: ManageShopsRepository; storage: ObjectStorage }) {
  /** The path's shop must be a chain's own shop (Manage Shops and the Shops report are for chain owners). */
  async function chainShop(shopId: number, refusal: 'chainShopOnly' | 'chainReportOnly' = 'chainShopOnly') {
    const shop = await repository.findShop(shopId);
    if (!shop) throw notFound();
    if (!shop.isChainShop) throw forbidden(refusal);
    return shop;
  }

  /** A member shop of that chain; any other id is answered as not found. */
  async function memberShop(chainShopId: number, memberShopId: number) {
    const shop = await repository.findShop(memberShopId);
    if (!shop || shop.chainShopId !== chainShopId) throw notFound();
    return shop;
  }

  async function copiedInfo(shopId: number): Promise<CopiedInfo> {
    const info = await repository.copiedInfo(shopId);
    if (!info) throw notFound();
    return info;
  }

  return {
    async list(shopId: number): Promise<ChainShop[]> {
      await chainShop(shopId);
      return repository.membersOf(shopId);
    },

    /** The chain shop itself, then its member shops by name: the shops a chain report compares. */
    /**
     * The shops a chain-wide read covers from this shop: a chain shop and its member shops, or a shop outside a chain
     * (or a member shop) alone.
     */
    async shopsSeenFrom(shopId: number): Promise<Array<{ shopId: number; shopName: string }>> {
      const shop = await repository.findShop(shopId);
      if (!shop) throw notFound();
      if (!shop.isChainShop) return [{ shopId: shop.id, shopName: shop.name }];
      const members = await repository.membersOf(shopId);
      return [{ shopId: shop.id, shopName: shop.name }, ...members.map(({ shopId: id, shopName }) => ({ shopId: id, shopName }))];
    },

    async chainAndMembers(shopId: number): Promise<Array<{ shopId: number; shopName: string }>> {
      const chain = await chainShop(shopId, 'chainReportOnly');
      const members = await repository.membersOf(shopId);
      return [{ shopId: chain.id, shopName: chain.name }, ...members.map(({ shopId, shopName }) => ({ shopId, shopName }))];
    },

    /**
     * Add Shop: a member shop of the chain with its owner login (a new login with the chosen password, or an
     * existing login, whose password stays, gains it). The shop starts paused: not live until support turns it on
     * (decision 053). The chain owner who added it gets at the new shop the flags they hold at the chain shop.
     */
    async add(shopId: number, editor: AuthenticatedPrincipal, body: AddChainShopBody): Promise<AddChainShopResult> {
      await chainShop(shopId);
      const passwordHash = await hashPassword(body.password);
      return repository.transaction(async (tx) => {
        let login = await tx.findLoginByEmail(body.loginEmail);
        let loginCreated = false;
        if (!login) {
          const id = await tx.insertLogin(body.loginEmail, passwordHash);
          loginCreated = id !== null;
          login = id === null ? await tx.findLoginByEmail(body.loginEmail) : { id, firstName: '', lastName: '' };
          if (!login) throw notFound();
        }
        const newShopId = await tx.insertShop({ ...body, chainShopId: shopId, ownerEmail: body.loginEmail }, body.hours);
        const ownerName = `${login.firstName} ${login.lastName}`.trim();
        if (ownerName) await tx.setOwnerName(newShopId, ownerName);
        await tx.grant(login.id, newShopId, ALL_PERMISSIONS);
        const editorFlags = editor.shops.get(shopId);
        if (editor.loginId !== login.id && editorFlags) await tx.grant(editor.loginId, newShopId, editorFlags);
        return { shopId: newShopId, loginCreated };
      });
    },

    /** Overwrite Shop Info, step one: the member shop's current values beside the chain's, nothing replaced yet. */
    async compareInfo(shopId: number, memberShopId: number): Promise<InfoComparison> {
      const chain = await chainShop(shopId);
      const member = await memberShop(shopId, memberShopId);
      return {
        shopId: member.id,
        shopName: member.name,
        chainShopName: chain.name,
        current: await copiedInfo(member.id),
        chain: await copiedInfo(chain.id),
      };
    },

    /** Overwrite Shop Info: copies the chain shop's info into the member shop, in one transaction. */
    async overwriteInfo(shopId: number, memberShopId: number): Promise<CopiedInfo> {
      await chainShop(shopId);
      await memberShop(shopId, memberShopId);
      return repository.transaction(async (tx) => {
        const info = await tx.copiedInfo(shopId);
        if (!info) throw notFound();
        await tx.writeCopiedInfo(memberShopId, info);
        return info;
      });
    },

    /** Overwrite Shop Menu, step one: how many categories and items the member's menu has now, and the chain's. */
    async previewMenu(shopId: number, memberShopId: number): Promise<MenuOverwritePreview> {
      const chain = await chainShop(shopId);
      const member = await memberShop(shopId, memberShopId);
      return {
        shopId: member.id,
        shopName: member.name,
        chainShopName: chain.name,
        current: await repository.menuSize(member.id),
        chain: await repository.menuSize(chain.id),
      };
    },

    /** Overwrite Shop Menu (decision 063): the chain shop's menu replaces the member shop's, in one transaction. */
    async overwriteMenu(shopId: number, memberShopId: number): Promise<MenuSize> {
      await chainShop(shopId);
      await memberShop(shopId, memberShopId);
      // The chain's library pictures its items show are copied into the member's library (same names), so the member
      // owns what its menu shows: its library lists them and keeps them while in use. Copied before the menu, so a
      // copied item never points at a missing file; a failed copy changes no menu.
      for (const key of await repository.libraryKeysInUse(shopId)) {
        const object = await storage.get(key);
        if (object)
          await storage.put(`menu_images/${memberShopId}/${key.slice(key.lastIndexOf('/') + 1)}`, object.body, object.contentType);
      }
      return repository.transaction(async (tx) => {
        await tx.copyMenu(shopId, memberShopId);
        return tx.menuSize(memberShopId);
      });
    },
  };
}
export type ManageShopsService = ReturnType<typeof createManageShopsService>;
