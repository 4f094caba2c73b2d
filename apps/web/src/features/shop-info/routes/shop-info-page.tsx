import { Box, CircularProgress, Stack } from '@mui/material';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useShopId } from '../../../lib/session-store';
import { LoadError } from '../../../components/load-error';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { usePickupOptions } from '../api/pickup-options';
import { useShopHours, useShopInfo } from '../../../lib/shop-profile';
import { useShopSettings } from '../api/shop-settings';
import { AccessInfoCard } from '../components/access-info-card';
import { AutomaticBusyCard } from '../components/automatic-busy-card';
import { HoursCard } from '../components/hours-card';
import { ImagesCard } from '../components/images-card';
import { InfoCard } from '../components/info-card';
import { MiscCard } from '../components/misc-card';
import { PickupOptionsCard } from '../components/pickup-options-card';
import { RewardsCard } from '../components/rewards-card';

/** /app/shop_info: the cards in decision 034's order, each saving on its own. */
export function ShopInfoPage() {
  const { t } = useTranslation('shop-info');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('title')} />
      <Cards key={shopId} shopId={shopId} />
    </Stack>
  );
}

/** A card that waits for its data shows a spinner, or the failure with Retry. */
function Loading({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation('shop-info');
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label={t('loading')} />
    </Box>
  );
}

// Each card is drawn again only when its own answer changes: the urgent render that follows an answer draws none of them.
const Images = memo(ImagesCard);
const Info = memo(InfoCard);
const Hours = memo(HoursCard);
const Misc = memo(MiscCard);
const Rewards = memo(RewardsCard);
const PickupOptions = memo(PickupOptionsCard);
const AccessInfo = memo(AccessInfoCard);
const AutomaticBusy = memo(AutomaticBusyCard);

function Cards({ shopId }: { shopId: number }) {
  const info = useShopInfo(shopId);
  const hours = useShopHours(shopId);
  const settings = useShopSettings(shopId);
  const pickup = usePickupOptions(shopId);
  // The cards are drawn from a deferred copy of the answers: the first drawing of some forty fields (over a second of
  // one task at a phone's speed) runs in an interruptible render after the answer, not in the update that delivers it.
  const answers = useMemo(
    () => ({ info: info.data, hours: hours.data, settings: settings.data, pickup: pickup.data }),
    [info.data, hours.data, settings.data, pickup.data],
  );
  const drawn = useDeferredValue(answers, NOTHING_DRAWN);
  // Shop Images needs none of these answers (its frames wait for their pictures with their height kept), so it is drawn
  // at once, in the page the build draws first too (decision 278). The cards below it wait for the info, one card per
  // commit top to bottom: at a phone's speed the commit of every card at once was a task of a third of a second.
  return (
    <>
      <Images shopId={shopId} />
      {drawn.info ? (
        <DrawnInTurn>
          <Info key="info" shopId={shopId} info={drawn.info} />
          {drawn.hours ? <Hours key="hours" shopId={shopId} copy={drawn.hours} /> : <Loading key="hours" query={hours} />}
          {drawn.settings ? <Misc key="misc" shopId={shopId} settings={drawn.settings} /> : <Loading key="misc" query={settings} />}
          {drawn.settings && <Rewards key="rewards" shopId={shopId} settings={drawn.settings} />}
          <AutomaticBusy key="automatic-busy" shopId={shopId} />
          {drawn.pickup ? <PickupOptions key="pickup" shopId={shopId} copy={drawn.pickup} /> : <Loading key="pickup" query={pickup} />}
          <AccessInfo key="access" shopId={shopId} />
        </DrawnInTurn>
      ) : (
        <Loading query={info} />
      )}
    </>
  );
}

/** Before the first deferred render: no card drawn yet. */
const NOTHING_DRAWN = { info: undefined, hours: undefined, settings: undefined, pickup: undefined };
