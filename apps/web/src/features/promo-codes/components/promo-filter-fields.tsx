import { useTranslation } from 'react-i18next';
import { FilterField, type FilterDraftOf } from '../../../components/filter-panel';

type CodeAndValue = Record<string, string> & { code: string; value: string };

/** The Promo Code filter both lists share: a code, typed left to right. */
export function CodeFilterField<Fields extends CodeAndValue>({ filters }: { filters: FilterDraftOf<Fields> }) {
  const { t } = useTranslation('promo-codes');
  return <FilterField filters={filters} name="code" label={t('filters.code')} slotProps={{ htmlInput: { dir: 'ltr' } }} />;
}

/** The Discount Value filter both lists share: a decimal, typed left to right. */
export function ValueFilterField<Fields extends CodeAndValue>({ filters }: { filters: FilterDraftOf<Fields> }) {
  const { t } = useTranslation('promo-codes');
  return (
    <FilterField
      filters={filters}
      name="value"
      label={t('filters.value')}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}
