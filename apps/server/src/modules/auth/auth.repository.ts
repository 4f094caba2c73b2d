import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import type { Session } from '@brewline/contracts/auth';
import type { Database } from '../../db/client';
import { logins, sessions, shopPermissions, shops } from '../../db/schema/index';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAuthRepository(db: Database) {
  return {
    async findLoginByEmail(email: string) {
      const [login] = await db.select().from(logins).where(eq(logins.email, normalizeEmail(email))).limit(1);
      return login ?? null;
    },

    async createSession(loginId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(sessions).values({ loginId, tokenHash, expiresAt });
    },

    async revokeSession(sessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The signed-in user and their shop entries, sorted by shop name whatever its case. */
    async loadSession(loginId: number): Promise<Session | null> {
      const [user] = await db
        .select({
          id: logins.id,
          email: logins.email,
          firstName: logins.firstName,
          lastName: logins.lastName,
          isPlatformAdmin: logins.isPlatformAdmin,
        })
        .from(logins)
        .where(eq(logins.id, loginId));
      if (!user) return null;
      const rows = await db
        .select({ permission: shopPermissions, shop: { id: shops.id, name: shops.name, isOnboarded: shops.isOnboarded, isChainShop: shops.isChainShop } })
        .from(shopPermissions)
        .innerJoin(shops, eq(shops.id, shopPermissions.shopId))
        .where(eq(shopPermissions.loginId, loginId))
        // Case-insensitive, like the admin's shop list: the database collation may be 'C' (PGlite, many servers).
        .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
      return {
        user,
        shops: rows.map(({ permission, shop }) => ({
          shopId: shop.id,
          shopName: shop.name,
          isOnboarded: shop.isOnboarded,
          isChainShop: shop.isChainShop,
          permissions: {
            analytics: permission.analytics,
            shopManagement: permission.shopManagement,
            membership: permission.membership,
            menuBuilding: permission.menuBuilding,
            userManagement: permission.userManagement,
          },
        })),
      };
    },

    /** A new shop, not yet onboarded, owned by a new login holding every permission on it. */
    async createShopWithOwner(input: { shopName: string; email: string; passwordHash: string }) {
      return db.transaction(async (tx) => {
        const [shop] = await tx
          .insert(shops)
          .values({ name: input.shopName, ownerEmail: normalizeEmail(input.email) })
          .returning({ id: shops.id });
        const [login] = await tx
          .insert(logins)
          .values({ email: normalizeEmail(input.email), passwordHash: input.passwordHash })
          .onConflictDoNothing()
          .returning({ id: logins.id });
        if (!shop || !login) {
          tx.rollback();
          return null;
        }
        await tx.insert(shopPermissions).values({ loginId: login.id, shopId: shop.id, ...ALL_PERMISSIONS });
        return { loginId: login.id, shopId: shop.id };
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
