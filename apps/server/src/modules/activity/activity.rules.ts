/** The log's rules, pure: the English sentence of a row, as the download writes it, and the recorder that writes nothing. */
import {
  ACTIVITY_PERMISSION_LABELS,
  ACTIVITY_SENTENCES,
  ACTIVITY_SHOP_FIELD_LABELS,
  activitySentence,
  type SentenceLabels,
} from '@brewline/contracts/activity';
import type { ActivityRow } from '@brewline/contracts/schemas/activity';
import type { ActivityRecorder } from './activity.service';

/**
 * A recorder that writes nothing, for the writes no person makes (the demo seed, tests of other rules). Services take
 * their recorder as a required dependency, so leaving the log out is this name, written where it is chosen.
 */
export const UNRECORDED_ACTIVITY: ActivityRecorder = {
  within: () => ({ record: async () => 0, replaceGuestName: async () => 0 }),
  record: async () => 0,
  recordDownload: async () => 0,
};

/** Fills a sentence's {{placeholders}}. */
export const fillSentence = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The English labels: money en-US, the permission and shop field labels of the contracts. */
const englishMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const ENGLISH_SENTENCE_LABELS: SentenceLabels = {
  money: (cents) => englishMoney.format(cents / 100),
  permission: (flag) => ACTIVITY_PERMISSION_LABELS[flag as keyof typeof ACTIVITY_PERMISSION_LABELS] ?? flag,
  field: (field) => ACTIVITY_SHOP_FIELD_LABELS[field] ?? field,
};

/** The whole English sentence of a row (the download's What column). */
export function englishSentence(row: Pick<ActivityRow, 'action' | 'targetName' | 'details'>): string {
  const sentence = activitySentence(row, ENGLISH_SENTENCE_LABELS);
  const main = fillSentence(ACTIVITY_SENTENCES[sentence.key], sentence.values);
  return sentence.more > 0 ? main + fillSentence(ACTIVITY_SENTENCES.more, { count: sentence.more }) : main;
}

/** The download's columns, in order, with their English headers. */
export const ACTIVITY_EXPORT_COLUMNS = ['When', 'Who', 'Area', 'What', 'Client address'] as const;
