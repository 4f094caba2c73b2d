import { activitySentence, type SentenceLabels } from '@brewline/contracts/activity';
import type { ActivityRow } from '@brewline/contracts/schemas/activity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { formatMoney } from '../../../lib/format';

/** The sentence of a row in the screen's language: 'Changed the price of Latte (Small) from $4.50 to $4.75'. */
export function useActivitySentence(): (row: ActivityRow) => string {
  const { t } = useTranslation('activity');
  return useMemo(() => {
    const labels: SentenceLabels = {
      money: formatMoney,
      permission: (flag) => t(`permissions.${flag}`, { defaultValue: flag }),
      field: (field) => t(`fields.${field}`, { defaultValue: field }),
    };
    return (row: ActivityRow) => {
      const sentence = activitySentence(row, labels);
      const main = t(`sentences.${sentence.key}`, sentence.values);
      return sentence.more > 0 ? main + t('sentences.more', { count: sentence.more }) : main;
    };
  }, [t]);
}

/**
 * When, Who, Area, What. Their keys are the server's sort keys (createdAt, actorName, area); What is a sentence
 * and sorts with nothing.
 */
export function useActivityColumns(): Column<ActivityRow>[] {
  const { t } = useTranslation('activity');
  const sentence = useActivitySentence();
  return useMemo(
    (): Column<ActivityRow>[] => [
      { key: 'createdAt', header: t('columns.when'), type: 'datetime', width: 180, card: 'detail' },
      { key: 'actorName', header: t('columns.who'), minWidth: 140, grow: 1, card: 'title' },
      { key: 'area', header: t('columns.area'), value: (row) => t(`areas.${row.area}`), width: 130, card: 'status' },
      { key: 'what', header: t('columns.what'), value: sentence, sortable: false, minWidth: 260, grow: 3, card: 'detail' },
    ],
    [t, sentence],
  );
}
