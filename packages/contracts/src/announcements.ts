/**
 * Announcements to a membership tier's members (the Announcements and Announcement History screens,
 * an announcement's status and limits). Decisions 045-049.
 */

/** The message: required, at most 140 characters; Send is disabled otherwise. */
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 140;
/** Advisory limits: the form warns past them and still sends (decision 046). */
export const ANNOUNCEMENT_CTA_ADVISORY_LENGTH = 150;
export const ANNOUNCEMENT_URL_ADVISORY_LENGTH = 200;
/** What the server keeps at most, so a stray paste cannot store a novel (decision 046). */
export const ANNOUNCEMENT_CTA_MAX_LENGTH = 500;
export const ANNOUNCEMENT_URL_MAX_LENGTH = 2000;
/** Announcement History shows 10 rows a page. */
export const ANNOUNCEMENT_HISTORY_PAGE_SIZE = 10;

export const ANNOUNCEMENT_STATUSES = ['active', 'expired', 'retracted'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** True for an absolute http:// or https:// address with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether the form's advisory limits are passed (the form warns; the send still goes). */
export const overAdvisory = (field: 'cta' | 'url', value: string): boolean =>
  value.trim().length > (field === 'cta' ? ANNOUNCEMENT_CTA_ADVISORY_LENGTH : ANNOUNCEMENT_URL_ADVISORY_LENGTH);
