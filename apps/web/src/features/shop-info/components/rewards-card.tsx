import { type ShopRewards, ShopRewardsSchema, type ShopSettings } from '@brewline/contracts/schemas/shop-settings';
import { FormControlLabel, Switch } from '@mui/material';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadShopSettings, useSwitchShopRewards } from '../api/shop-settings';
import { SectionCard } from './section-card';

const valuesOf = (copy: ShopRewards) => copy;

/** Shop Rewards: one switch; Save asks first, and is refused if someone switched it since it was loaded (decision 031). */
export function RewardsCard({ shopId, settings }: { shopId: number; settings: ShopSettings }) {
  const { t } = useTranslation('shop-info');
  const notice = useNotice();
  const confirm = useConfirm();
  const update = useSwitchShopRewards(shopId);
  const reloadSettings = useReloadShopSettings(shopId);
  const copy = useMemo(() => ({ rewardsEnabled: settings.rewardsEnabled }), [settings.rewardsEnabled]);
  const form = useSavedForm({
    schema: ShopRewardsSchema,
    copy,
    toValues: valuesOf,
    save: (values, base) => update.mutateAsync({ rewardsEnabled: values.rewardsEnabled, loaded: base.rewardsEnabled }),
    reload: async () => ({ rewardsEnabled: (await reloadSettings()).rewardsEnabled }),
    // The switch now shows the value to be saved: the opposite of the one loaded.
    confirm: (): Promise<boolean> =>
      confirm({ text: `${t(copy.rewardsEnabled ? 'rewards.confirmOff' : 'rewards.confirmOn')} ${t('rewards.confirmText')}` }),
    onSaved: (saved, changed) => changed && notice.success(saved.rewardsEnabled ? 'rewardsSavedOn' : 'rewardsSavedOff'),
    refusal: { title: t('rewards.errorTitle'), refusedKey: 'rewardsSaveFailed', failedKey: 'rewardsSaveFailed' },
  });

  return (
    <SectionCard
      id="rewards"
      title={t('rewards.title')}
      subtitle={t('rewards.subtitle')}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      <Controller
        control={form.control}
        name="rewardsEnabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('rewards.switchLabel') } }}
              />
            }
            label={field.value ? t('rewards.on') : t('rewards.off')}
          />
        )}
      />
    </SectionCard>
  );
}
