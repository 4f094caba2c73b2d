import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShopId } from '../../../lib/session-store';
import { LoadError } from '../../../components/load-error';
import { usePickupOptions } from '../api/pickup-options';
import { useShopHours, useShopInfo } from '../../../lib/shop-profile';
import { useShopSettings } from '../api/shop-settings';
import { AccessInfoCard } from '../components/access-info-card';
import { HoursCard } from '../components/hours-card';
import { ImagesCard } from '../components/images-card';
import { InfoCard } from '../components/info-card';
import { MiscCard } from '../components/misc-card';
import { PickupOptionsCard } from '../components/pickup-options-card';
import { RewardsCard } from '../components/rewards-card';

/** /app/shop_info: the cards in the old product's order, each saving on its own. */
export function ShopInfoPage() {
  const { t } = useTranslation('shop-info');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
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

function Cards({ shopId }: { shopId: number }) {
  const info = useShopInfo(shopId);
  const hours = useShopHours(shopId);
  const settings = useShopSettings(shopId);
  const pickup = usePickupOptions(shopId);
  // Shop Images is shown only once the info has loaded, above it: the cards below wait for it too, or it would push
  // them down the screen as it arrived (a layout shift of 0.6 in Lighthouse's mobile run). Every query starts at once.
  if (!info.data) return <Loading query={info} />;
  return (
    <>
      <ImagesCard shopId={shopId} />
      <InfoCard shopId={shopId} info={info.data} />
      {hours.data ? <HoursCard shopId={shopId} copy={hours.data} /> : <Loading query={hours} />}
      {settings.data ? (
        <>
          <MiscCard shopId={shopId} settings={settings.data} />
          <RewardsCard shopId={shopId} settings={settings.data} />
        </>
      ) : (
        <Loading query={settings} />
      )}
      {pickup.data ? <PickupOptionsCard shopId={shopId} copy={pickup.data} /> : <Loading query={pickup} />}
      <AccessInfoCard shopId={shopId} />
    </>
  );
}
