import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useLocation, useSearchParams } from 'react-router';
import { useSelectedShopId } from '../../../lib/session-store';
import { LoadError } from '../../../components/load-error';

/**
 * Which shop the menu pages edit: the selected shop under /app; under /admin the one the administrator picked in the
 * header's 'Select a shop' (kept in ?shop=), or none yet.
 */
export function useMenuShop(): { shopId: number | null; isAdmin: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const selected = useSelectedShopId();
  const isAdmin = location.pathname.startsWith('/admin');
  if (!isAdmin) return { shopId: selected, isAdmin };
  const picked = Number(params.get('shop'));
  return { shopId: Number.isInteger(picked) && picked > 0 ? picked : null, isAdmin };
}

/** The page's title and, for an administrator without a shop yet, 'Please select a shop …'. */
export function MenuPageFrame({ title, shopId, children }: { title: string; shopId: number | null; children: ReactNode }) {
  const { t } = useTranslation('menu-builder');
  if (shopId === null) {
    return (
      <Stack spacing={2}>
        <MenuPageHeading title={title} />
        <Alert severity="info">{t('selectShop')}</Alert>
      </Stack>
    );
  }
  return children;
}

/**
 * The heading of the menu pages, the same before and after their reads arrive, so the heading the build draws first
 * stays where it is (decision 276). `grow` takes the row's free room (the builder's, beside Undo and Redo).
 */
export function MenuPageHeading({ title, grow }: { title: string; grow?: boolean }) {
  return <PageHeader title={title} grow={grow} />;
}

/**
 * A read that has not arrived, under the page's heading as the loaded page draws it: a spinner, or the failure with
 * Retry.
 */
export function Loading({ heading, query }: { heading: ReactNode; query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation('menu-builder');
  return (
    <Stack spacing={2}>
      {heading}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
    </Stack>
  );
}
