import { z } from 'zod';
import { ID_MAX, idParam } from './ids';
import { msg } from './messages';
import { singleLineText, multiLineText } from './text';

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

/** The message as typed: the 140 counts every character typed; blank means nothing but spaces. */
export const AnnouncementMessageSchema = multiLineText()
  .max(ANNOUNCEMENT_MESSAGE_MAX_LENGTH, msg('announcementMessageTooLong'))
  .trim()
  .min(1, msg('announcementMessageRequired'));

/** POST /api/shops/:shopId/announcements. */
export const SendAnnouncementBodySchema = z.object({
  membershipId: z
    .number(msg('announcementMembershipRequired'))
    .int(msg('announcementMembershipRequired'))
    .positive(msg('announcementMembershipRequired'))
    .max(ID_MAX, msg('announcementMembershipRequired')),
  updateText: AnnouncementMessageSchema,
  cta: singleLineText().trim().max(ANNOUNCEMENT_CTA_MAX_LENGTH, msg('announcementCtaTooLong')).default(''),
  url: singleLineText()
    .trim()
    .max(ANNOUNCEMENT_URL_MAX_LENGTH, msg('announcementUrlTooLong'))
    .refine((value) => value === '' || isHttpUrl(value), msg('announcementUrlInvalid'))
    .default(''),
});
export type SendAnnouncementBody = z.input<typeof SendAnnouncementBodySchema>;
export type SendAnnouncement = z.output<typeof SendAnnouncementBodySchema>;

/**
 * The Announcements form: the body's rules, with the membership still unchosen ('' in the select) until one is
 * picked. Its output is the body to send.
 */
export const AnnouncementFormSchema = SendAnnouncementBodySchema.extend({
  membershipId: z
    .union([z.literal(''), z.number()])
    .pipe(
      z
        .number(msg('announcementMembershipRequired'))
        .int(msg('announcementMembershipRequired'))
        .positive(msg('announcementMembershipRequired')),
    ),
});
export type AnnouncementFormInput = z.input<typeof AnnouncementFormSchema>;

/** Whether the form's advisory limits are passed (the form warns; the send still goes). */
export const overAdvisory = (field: 'cta' | 'url', value: string): boolean =>
  value.trim().length > (field === 'cta' ? ANNOUNCEMENT_CTA_ADVISORY_LENGTH : ANNOUNCEMENT_URL_ADVISORY_LENGTH);

export const AnnouncementIdParamsSchema = z.object({
  shopId: idParam,
  announcementId: idParam,
});

export const AnnouncementHistoryQuerySchema = z.object({
  /** Zero-based. */
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(ANNOUNCEMENT_HISTORY_PAGE_SIZE),
});
export type AnnouncementHistoryQuery = z.input<typeof AnnouncementHistoryQuerySchema>;

/** One announcement as the history shows it: its text, link, when it was made and retracted, and its status. */
export const AnnouncementSchema = z.object({
  announcementId: z.number().int(),
  membershipId: z.number().int(),
  membershipName: z.string(),
  updateText: z.string(),
  cta: z.string(),
  url: z.string(),
  createdAt: z.iso.datetime(),
  /** When it was retracted; null while it is not. */
  retractedAt: z.iso.datetime().nullable(),
  /** Derived by `announcementStatus` when the server answered. */
  status: z.enum(ANNOUNCEMENT_STATUSES),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** A page of the shop's announcements, newest first, and how many there are in all. */
export const AnnouncementHistorySchema = z.object({
  rows: z.array(AnnouncementSchema),
  total: z.number().int(),
});
export type AnnouncementHistory = z.infer<typeof AnnouncementHistorySchema>;

/**
 * A tier the shop may announce to, with how many members would receive it.
 */
export const AnnouncementAudienceSchema = z.object({
  membershipId: z.number().int(),
  membershipName: z.string(),
  /** A chain's tier (the chain shop announces to its chain's tiers). */
  isChainMembership: z.boolean(),
  activeMembers: z.number().int(),
});
export type AnnouncementAudience = z.infer<typeof AnnouncementAudienceSchema>;
export const AnnouncementAudiencesSchema = z.array(AnnouncementAudienceSchema);
