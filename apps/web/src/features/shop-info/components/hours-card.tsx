import { type ShopHoursResponse, ShopHoursSchema } from '@brewline/contracts/schemas/shop-hours';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { WeekHoursFields, weekHoursTexts } from '../../../components/week-hours-fields';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useReloadShopHours, useUpdateShopHours } from '../../../lib/shop-profile';
import { SectionCard } from './section-card';

const hoursValues = (copy: ShopHoursResponse) => ({ hours: copy.hours });

/**
 * Hours: one row per day with hour, minutes and am/pm for opening and closing, and Open/Closed. Save is enabled only
 * when the week differs from the one last loaded, and asks 'Are You Sure?' (the app changes at once).
 */
export function HoursCard({ shopId, copy }: { shopId: number; copy: ShopHoursResponse }) {
  const { t } = useTranslation('shop-info');
  const { t: hoursText } = useTranslation('shop-info', { keyPrefix: 'hours' });
  const notice = useNotice();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const update = useUpdateShopHours(shopId);
  const reload = useReloadShopHours(shopId);
  const title = t('hours.errorTitle');
  const form = useSavedForm({
    schema: ShopHoursSchema,
    copy,
    toValues: hoursValues,
    save: async ({ hours }, base) => {
      try {
        return await update.mutateAsync({ hours, version: base.version });
      } catch (error) {
        // The call itself failed (no answer, or not a refusal of the hours): 'Error: {reason}. If the problem persists
        // contact support.'; refusals and stale copies go on to the form's own handling.
        if (error instanceof ApiError && error.status < 500) throw error;
        const text = t('hours.callFailed', { reason: errorText(error) });
        throw new ApiError(500, 'INTERNAL', text, text as never);
      }
    },
    reload,
    confirm: () => confirm({ text: t('hours.confirmText') }),
    onSaved: (_saved, changed) => changed && notice.success('hoursSaved', t('hours.successTitle')),
    // 'Error Saving Hours!': the rows say what is wrong, the notice that nothing was saved.
    onInvalid: () => notice.serverError('hoursSaveFailed', title),
    refusal: { title, refusedKey: 'hoursSaveFailed' },
  });
  const { control, fieldError } = form;

  return (
    <SectionCard
      id="hours"
      title={t('hours.title')}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      <WeekHoursFields control={control} fieldError={fieldError} texts={weekHoursTexts(hoursText)} />
    </SectionCard>
  );
}
