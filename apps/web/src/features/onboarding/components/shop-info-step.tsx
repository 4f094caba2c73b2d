import { type OnboardingShopInfoFormInput, OnboardingShopInfoFormSchema, type ShopInfo } from '@brewline/contracts/schemas/shop-info';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ShopInfoFields, shopInfoValues, TaxField } from '../../../components/shop-info-fields';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadShopInfo, useUpdateShopInfo } from '../../../lib/shop-profile';
import { StepActions } from './step-actions';

const defaultsFrom = (info: ShopInfo): OnboardingShopInfoFormInput => ({ ...shopInfoValues(info), tax: String(info.tax) });

/**
 * Step 1: the shop's info and tax, checked with the same schema the server uses. Next saves what changed, with the
 * version it was loaded at; when someone else saved in the meantime, what was typed stays until Reload.
 */
export function ShopInfoStep({ shopId, info, onNext }: { shopId: number; info: ShopInfo; onNext: () => void }) {
  const { t } = useTranslation('onboarding');
  const save = useUpdateShopInfo(shopId);
  const reload = useReloadShopInfo(shopId);
  const form = useSavedForm({
    schema: OnboardingShopInfoFormSchema,
    copy: info,
    toValues: defaultsFrom,
    save: (fields, base) => save.mutateAsync({ ...fields, version: base.version }),
    reload,
    onSaved: onNext,
    // A refusal the form cannot place on a field is about the info.
    refusal: { refusedKey: 'shopInfoSaveFailed' },
  });
  const { register, control, fieldError } = form;
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Grid container spacing={2}>
        <ShopInfoFields register={register} control={control} fieldError={fieldError} label={(name) => t(`info.${name}`)} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaxField control={control} fieldError={fieldError} label={t('info.tax')} hint={t('info.taxHint')} />
        </Grid>
      </Grid>
      <StaleCopyAlert staleCopy={form.staleCopy} />
      <StepActions submit busy={form.saving} />
    </form>
  );
}
