import { addDays, type DayRange, dayStart, TRANSACTION_COLUMNS } from '@brewline/contracts/analytics';
import type { PayoutRow, TransactionRow } from '@brewline/contracts/schemas/analytics';
import { directionOf, HTML_LANG, type Language } from '@brewline/contracts/languages';
import type { JournalFormat } from '@brewline/contracts/journal';
import type { WeekCloseChoice } from '@brewline/contracts/summary-mails';
import { transactionTypeLabel } from '../../lib/transaction-types.rules';
import { composeMail, type MailBlock } from '../../lib/mail-compose';
import { CSV_CONTENT_TYPE } from '../../lib/csv-stream';
import { reportDownloadColumns, type SpreadsheetColumn, spreadsheetBuffer, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet-stream';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { MembersService } from '../members/members.service';
import type { TipsService } from '../tips/tips.service';
import type { DayCloseService } from '../day-close/day-close.service';
import type { JournalService } from '../journal/journal.service';
import { SUMMARY_TEXTS, type SummaryTexts } from './summary-mails.texts';

/**
 * What the summary mails say (decisions 265-267): the morning summary of one shop's day, and Monday's payout statement
 * with its reconciliation as an .xlsx attachment, in the recipient's language. The schedule decides who gets which
 * mail when and sends it; this module only reads the figures (through the analytics and members services) and writes
 * the mail.
 */
export interface SummaryMailContext {
  shopId: number;
  shopName: string;
  timeZone: string;
  recipient: { email: string; firstName: string };
  language: Language;
  /** What the payout statement attaches besides its reconciliation (the Account page's choice). */
  weekClose: WeekCloseChoice;
  /**
   * 'YYYY-MM-DD': shop-local date of the morning the mail is due; the morning summary covers the day before, the
   * payout statement the 7 days before (Monday..Sunday).
   */
  shopDate: string;
  /** `${publicUrl}/app/overview?shop=${shopId}`. */
  overviewUrl: string;
  unsubscribeUrl: string;
}

/** How many items the morning summary names. */
export const SUMMARY_TOP_ITEMS = 3;

/** The statement's file: PayoutStatement-<the Monday it is due>.xlsx. */
export const payoutStatementFileName = (shopDate: string) => `PayoutStatement-${shopDate}.xlsx`;
const STATEMENT_SHEET = 'PayoutStatement';

/** Money, counts, percents and dates in the language's own way (always US dollars: the shops are in the US). */
function formatsOf(texts: SummaryTexts) {
  const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'USD' });
  const wholeMoney = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(texts.locale);
  const percent = new Intl.NumberFormat(texts.locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const longDate = new Intl.DateTimeFormat(texts.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(texts.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(texts.locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    money: (cents: number) => money.format(cents / 100),
    wholeMoney: (cents: number) => wholeMoney.format(Math.round(cents / 100)),
    count: (value: number) => count.format(value),
    /** A percent change (12.3 -> '+12%'), or null when there was nothing to compare with. */
    change: (value: number | null) => (value === null ? null : percent.format(value / 100)),
    longDate: (day: string) => longDate.format(dayStart(day)),
    shortDate: (day: string) => shortDate.format(dayStart(day)),
    weekday: (day: string) => weekday.format(dayStart(day)),
    period: (from: string, to: string) => shortDate.formatRange(dayStart(from), dayStart(to)),
  };
}

/** The footer every summary mail ends with, and the headers that let a mail client offer unsubscribing in one click. */
function unsubscribing(texts: SummaryTexts, why: string, unsubscribeUrl: string) {
  const block: MailBlock = { note: why, link: unsubscribeUrl, label: texts.unsubscribeLabel };
  const headers = { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { block, headers };
}

/** One row of the statement's sheet: a transaction of a payout, or the payout's total after its transactions. */
type StatementRow = Omit<TransactionRow, 'type' | 'transactionId' | 'createdAt' | 'userName' | 'description'> & {
  paidOn: string;
  transactionId: number | null;
  type: string;
  description: string;
  userName: string;
  createdAt: string | null;
};

/**
 * The statement's columns: the day the payout was paid, then TransactionsData.xlsx's columns (headers in English:
 * the downloads are English, decision 266), each type written as its label.
 */
const STATEMENT_COLUMNS: SpreadsheetColumn<StatementRow>[] = [
  { header: 'Payout Date', type: 'date', key: 'paidOn' },
  ...reportDownloadColumns<StatementRow>(TRANSACTION_COLUMNS, { widths: { description: 24, userName: 24 } }),
];

/** Each payout's transactions, oldest first, then its total row, whose Net equals the amount paid. */
function statementRows(statements: Array<{ payout: PayoutRow; rows: TransactionRow[] }>): StatementRow[] {
  return statements.flatMap(({ payout, rows }) => {
    const sum = (key: 'subtotalCents' | 'tipCents' | 'taxCents' | 'discountCents' | 'amountCents' | 'feeCents' | 'netCents') =>
      rows.reduce((total, row) => total + row[key], 0);
    const total: StatementRow = {
      paidOn: payout.date,
      transactionId: null,
      type: 'Total',
      description: `Payout #${payout.payoutId}, ${payout.weekStart} to ${payout.weekEnd}`,
      orderId: null,
      userName: '',
      createdAt: null,
      subtotalCents: sum('subtotalCents'),
      tipCents: sum('tipCents'),
      taxCents: sum('taxCents'),
      promoCode: null,
      discountCents: sum('discountCents'),
      amountCents: sum('amountCents'),
      feeCents: sum('feeCents'),
      netCents: sum('netCents'),
    };
    return [...rows.map((row) => ({ ...row, paidOn: payout.date, type: transactionTypeLabel(row.type) })), total];
  });
}

export function createSummaryMailContent(deps: {
  analytics: AnalyticsService;
  members: MembersService;
  tips: TipsService;
  dayClose: DayCloseService;
  journal: JournalService;
}) {
  const { analytics, members, tips, dayClose, journal } = deps;

  /**
   * The week's close the user asked to have with the statement (decision 307): the tips to share in the mail, the
   * week's day close as DayClose-<from>-to-<to>.xlsx, and its journal by day in the format chosen.
   */
  async function weekCloseOf(context: SummaryMailContext, format: JournalFormat, range: DayRange, texts: SummaryTexts) {
    const [tipsOfWeek, dayCloseFile, journalFiles] = await Promise.all([
      tips.report(context.shopId, range),
      dayClose.spreadsheet(context.shopId, range),
      journal.files(context.shopId, { ...range, by: 'day' }, format),
    ]);
    const attachments: MailAttachment[] = [
      { filename: dayCloseFile.fileName, contentType: XLSX_CONTENT_TYPE, content: await spreadsheetBuffer(dayCloseFile) },
      ...journalFiles.map((file) => ({ filename: file.fileName, contentType: CSV_CONTENT_TYPE, content: Buffer.from(file.body) })),
    ];
    const blocks: MailBlock[] = [
      { text: texts.weekTipsLine(formatsOf(texts).money(Math.max(0, tipsOfWeek.tipCents))) },
      { text: texts.weekCloseAttachments(attachments.map((file) => file.filename).join(', ')) },
    ];
    return { blocks, attachments };
  }

  return {
    /** The morning summary of the report day before `shopDate`, against the same weekday a week before. */
    async morning(context: SummaryMailContext): Promise<MailMessage> {
      const texts = SUMMARY_TEXTS[context.language];
      const format = formatsOf(texts);
      const day = addDays(context.shopDate, -1);
      const [digest, changes] = await Promise.all([
        analytics.dayDigest(context.shopId, day, SUMMARY_TOP_ITEMS),
        members.changes(context.shopId, { start: dayStart(day), end: dayStart(context.shopDate) }),
      ]);
      const weekday = format.weekday(digest.weekBefore.day);
      const shop = context.shopName;
      const footer = unsubscribing(texts, texts.morningWhy(shop), context.unsubscribeUrl);
      const subject = texts.morningSubject({
        shop,
        gross: format.wholeMoney(digest.grossCents),
        change: format.change(digest.change.grossCents),
        weekday,
      });
      const blocks: MailBlock[] = [
        { text: texts.greeting(context.recipient.firstName.trim()) },
        { text: texts.morningIntro({ shop, date: format.longDate(day) }) },
        {
          text: texts.grossLine({
            value: format.money(digest.grossCents),
            before: format.money(digest.weekBefore.grossCents),
            change: format.change(digest.change.grossCents),
            weekday,
          }),
        },
        {
          text: texts.ordersLine({
            value: format.count(digest.orders),
            before: format.count(digest.weekBefore.orders),
            change: format.change(digest.change.orders),
            weekday,
          }),
        },
        ...(digest.topItems.length > 0
          ? [
              { text: texts.topItemsTitle },
              { list: digest.topItems.map((item) => texts.topItem({ name: item.name, count: format.count(item.count) })) },
            ]
          : [{ text: texts.noItems }]),
        { text: texts.membersLine({ joined: format.count(changes.joined), cancelled: format.count(changes.cancelled) }) },
        {
          text:
            digest.refunds === 0
              ? texts.noRefunds
              : texts.refundsLine({ count: format.count(digest.refunds), amount: format.money(Math.abs(digest.refundCents)) }),
        },
        { link: context.overviewUrl, label: texts.overviewLabel },
        footer.block,
      ];
      const mail = composeMail(context.recipient.email, subject, blocks, {
        lang: HTML_LANG[context.language],
        dir: directionOf(context.language),
        signature: texts.signature,
      });
      return { ...mail, headers: footer.headers };
    },

    /** Monday's statement: the payouts paid in the 7 days before `shopDate`, with their transactions attached; null without one. */
    async payoutStatement(context: SummaryMailContext): Promise<MailMessage | null> {
      const from = addDays(context.shopDate, -7);
      const to = addDays(context.shopDate, -1);
      const payouts = await analytics.payoutsPaidBetween(context.shopId, from, to);
      if (payouts.length === 0) return null;
      const statements = await Promise.all(payouts.map((payout) => analytics.payoutTransactions(context.shopId, payout.payoutId)));
      const texts = SUMMARY_TEXTS[context.language];
      const format = formatsOf(texts);
      const shop = context.shopName;
      const period = format.period(from, to);
      const fileName = payoutStatementFileName(context.shopDate);
      const footer = unsubscribing(texts, texts.statementWhy(shop), context.unsubscribeUrl);
      const weekClose = context.weekClose === 'none' ? null : await weekCloseOf(context, context.weekClose, { from, to }, texts);
      const blocks: MailBlock[] = [
        { text: texts.greeting(context.recipient.firstName.trim()) },
        { text: texts.statementIntro({ shop, period }) },
        {
          list: payouts.map((payout) =>
            texts.payoutLine({
              amount: format.money(payout.paidCents),
              paidOn: format.shortDate(payout.date),
              week: format.period(payout.weekStart, payout.weekEnd),
              orders: format.count(payout.orderCount),
            }),
          ),
        },
        { text: texts.statementAttachment(fileName) },
        ...(weekClose ? weekClose.blocks : []),
        { link: context.overviewUrl, label: texts.overviewLabel },
        footer.block,
      ];
      const content = await spreadsheetBuffer({
        fileName,
        sheetName: STATEMENT_SHEET,
        columns: STATEMENT_COLUMNS,
        rows: statementRows(statements),
      });
      const mail = composeMail(context.recipient.email, texts.statementSubject({ shop, period }), blocks, {
        lang: HTML_LANG[context.language],
        dir: directionOf(context.language),
        signature: texts.signature,
      });
      const statement = { filename: fileName, contentType: XLSX_CONTENT_TYPE, content };
      return { ...mail, headers: footer.headers, attachments: [statement, ...(weekClose?.attachments ?? [])] };
    },
  };
}
export type SummaryMailContent = ReturnType<typeof createSummaryMailContent>;
