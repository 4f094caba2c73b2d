import { type ShopInfo, ShopInfoFieldsSchema } from '@brewline/contracts/schemas/shop-info';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { ShopInfoFields, shopInfoValues } from '../../../components/shop-info-fields';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadShopInfo, useUpdateShopInfo } from '../../../lib/shop-profile';
import { SectionCard } from './section-card';

/** The Info card saves the eight fields; tax belongs to the Miscellaneous card. */
const InfoFormSchema = ShopInfoFieldsSchema.omit({ tax: true });

/** Info: the eight fields, every one required ('All Fields must be filled'); Save asks 'Are You Sure?' first. */
export function InfoCard({ shopId, info }: { shopId: number; info: ShopInfo }) {
  const { t } = useTranslation('shop-info');
  const notice = useNotice();
  const confirm = useConfirm();
  const save = useUpdateShopInfo(shopId);
  const reload = useReloadShopInfo(shopId);
  const form = useSavedForm({
    schema: InfoFormSchema,
    copy: info,
    toValues: shopInfoValues,
    save: (fields, base) => save.mutateAsync({ ...fields, version: base.version }),
    reload,
    confirm: () => confirm({ text: t('info.confirmText') }),
    onSaved: (_saved, changed) => changed && notice.success('shopInfoSaved'),
    onInvalid: () => {
      const values = form.getValues();
      if (Object.values(values).some((value) => !String(value).trim())) notice.validation('shopInfoFieldsRequired');
    },
    // A refusal the form cannot place on a field is about the info.
    refusal: { refusedKey: 'shopInfoSaveFailed', failedKey: 'shopInfoSaveFailed' },
  });
  const { register, control, fieldError } = form;
  return (
    <SectionCard
      id="info"
      title={t('info.title')}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      <Grid container spacing={2}>
        <ShopInfoFields register={register} control={control} fieldError={fieldError} label={(name) => t(`info.${name}`)} />
      </Grid>
    </SectionCard>
  );
}
