/** The announcements' rules, pure: how long one shows, and its status. */
import type { AnnouncementStatus } from '@brewline/contracts/announcements';

/** An announcement shows in the app for 6 days; older than that it is Expired. */
export const ANNOUNCEMENT_VISIBLE_DAYS = 6;
const VISIBLE_MS = ANNOUNCEMENT_VISIBLE_DAYS * 24 * 60 * 60 * 1000;

/**
 * The derived status: Retracted if retracted; Expired if older than 6 days; otherwise Active.
 * Exactly 6 days old is still Active ('expired after more than 6 days').
 */
export function announcementStatus(
  announcement: { createdAt: Date | string; retractedAt: Date | string | null },
  now: Date,
): AnnouncementStatus {
  if (announcement.retractedAt !== null) return 'retracted';
  const age = now.getTime() - new Date(announcement.createdAt).getTime();
  return age > VISIBLE_MS ? 'expired' : 'active';
}
