import type { Announcement, AnnouncementAudience, AnnouncementHistory, SendAnnouncement } from '@brewline/contracts/schemas/announcements';
import { canSeePage } from '@brewline/contracts/navigation';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import { AppError, forbidden, notFound } from '../../errors';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository';
import { announcementStatus } from './announcements.rules';

export interface AnnouncementsServiceDeps {
  repository: AnnouncementsRepository;
  /** The clock the status is derived by and announcements are dated with. */
  now?: () => Date;
}

export function createAnnouncementsService({ repository, now = () => new Date() }: AnnouncementsServiceDeps) {
  const toAnnouncement = (row: AnnouncementRow, at: Date): Announcement => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    retractedAt: row.retractedAt?.toISOString() ?? null,
    status: announcementStatus(row, at),
  });

  /**
   * The shop's membership area must be open, by the rule the Announcements pages are shown by (navigation.ts;
   * the route has already checked the membership flag): memberships enabled, and not a global membership seen
   * from a shop that is not the chain shop.
   */
  async function openShop(shopId: number) {
    const shop = await repository.findShop(shopId);
    if (!shop) throw notFound();
    if (!canSeePage({ kind: 'membership' }, { permissions: ALL_PERMISSIONS, ...shop })) throw forbidden('announcementsUnavailable');
  }

  return {
    /** The tiers the shop may announce to, each with how many active members would receive it. */
    async audiences(shopId: number): Promise<AnnouncementAudience[]> {
      await openShop(shopId);
      return repository.audiences(shopId);
    },

    /** Sends to one tier the shop may announce to; another shop's tier (or the platform's) is refused as unknown. */
    async send(shopId: number, body: SendAnnouncement): Promise<Announcement> {
      await openShop(shopId);
      const tiers = await repository.audiences(shopId);
      if (!tiers.some((tier) => tier.membershipId === body.membershipId)) {
        throw new AppError(404, 'NOT_FOUND', 'announcementTierUnknown', 'membershipId');
      }
      const at = now();
      const row = await repository.insert({ shopId, ...body, createdAt: at });
      if (!row) throw notFound();
      return toAnnouncement(row, at);
    },

    async history(shopId: number, page: number, pageSize: number): Promise<AnnouncementHistory> {
      await openShop(shopId);
      const at = now();
      const { rows, total } = await repository.page(shopId, page, pageSize);
      return { rows: rows.map((row) => toAnnouncement(row, at)), total };
    },

    /**
     * One-way (decision 047): the first retraction sets its date; retracting again changes nothing and answers
     * the announcement as it is, so two people clicking at once both see it retracted. Another shop's id is 404.
     */
    async retract(shopId: number, announcementId: number): Promise<Announcement> {
      await openShop(shopId);
      const at = now();
      await repository.retract(shopId, announcementId, at);
      const row = await repository.findForShop(shopId, announcementId);
      if (!row) throw notFound();
      return toAnnouncement(row, at);
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
