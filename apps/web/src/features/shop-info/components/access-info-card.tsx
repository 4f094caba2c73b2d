import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShopAccessInfo } from '../api/access-info';
import { SectionCard } from './section-card';
import { LoadError } from '../../../components/load-error';
import { formatPercent } from '../../../lib/format';

/** Shop Access Info, read-only: the login's email and name, chain yes/no and the platform fee (decision 030). */
export function AccessInfoCard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shop-info');
  const access = useShopAccessInfo(shopId);
  const rows: Array<[string, string]> = access.data
    ? [
        [t('access.email'), access.data.email],
        [t('access.name'), access.data.name || '—'],
        [t('access.chain'), access.data.isChainShop ? t('access.yes') : t('access.no')],
        [t('access.fee'), formatPercent(access.data.feePercent)],
      ]
    : [];
  return (
    <SectionCard id="access" title={t('access.title')} subtitle={t('access.subtitle')}>
      {access.isError && <LoadError error={access.error} onRetry={() => void access.refetch()} />}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
