import { z } from 'zod';
import { ID_MAX } from '../ids';
import { idParam } from './ids';
import { msg } from '../messages';
import { singleLineText, multiLineText } from './text';
import {
  ANNOUNCEMENT_CTA_MAX_LENGTH,
  ANNOUNCEMENT_HISTORY_PAGE_SIZE,
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_URL_MAX_LENGTH,
  isHttpUrl,
} from '../announcements';

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
