import { type ShopHoursResponse, ShopHoursSchema } from '@brewline/contracts/schemas/shop-hours';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { WeekHoursFields, weekHoursTexts } from '../../../components/week-hours-fields';
import { useReloadShopHours, useUpdateShopHours } from '../../../lib/shop-profile';
import { StepActions } from './step-actions';

const hoursValues = (copy: ShopHoursResponse) => ({ hours: copy.hours });

/**
 * Step 2: one row per day with opening and closing times and an Open/Closed switch. Next saves the week if it
 * changed, with the version it was loaded at; when someone else saved in the meantime, what was chosen here stays on
 * screen until Reload brings theirs.
 */
export function ShopHoursStep({
  shopId,
  copy,
  onBack,
  onNext,
}: {
  shopId: number;
  copy: ShopHoursResponse;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: hoursText } = useTranslation('onboarding', { keyPrefix: 'hours' });
  const notice = useNotice();
  const save = useUpdateShopHours(shopId);
  const reload = useReloadShopHours(shopId);
  const form = useSavedForm({
    schema: ShopHoursSchema,
    copy,
    toValues: hoursValues,
    save: ({ hours }, base) => save.mutateAsync({ hours, version: base.version }),
    reload,
    onSaved: onNext,
    // 'Error Saving Hours!': the rows say what is wrong, the notice that nothing was saved.
    onInvalid: () => notice.validation('hoursSaveFailed', t('hoursErrorTitle')),
    refusal: { title: t('hoursErrorTitle'), refusedKey: 'hoursSaveFailed' },
  });
  const { control, fieldError } = form;

  return (
    <Box component="form" onSubmit={(event) => void form.submit(event)} noValidate>
      <WeekHoursFields control={control} fieldError={fieldError} texts={weekHoursTexts(hoursText)} />
      <StaleCopyAlert staleCopy={form.staleCopy} />
      <StepActions onBack={onBack} submit busy={form.saving} />
    </Box>
  );
}
