import { canSeePage, DASHBOARD_PAGES, type DashboardPageKey, ruleReadsShop } from '@brewline/contracts/navigation';
import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AccessLost } from '../../../components/load-error';
import { queryClient } from '../../../lib/query-client';
import { selectedShopEntry, sessionStore } from '../../../lib/session-store';
import { shopSummaryQuery } from '../api/get-shop-summary';
import { useShopContext } from '../use-shop-context';

/** A rule that reads only permissions answers the same whatever these are (contracts' ruleReadsShop). */
const SETTINGS_NOT_READ = { isChainShop: false, membershipEnabled: false, hasGlobalMembership: false };

/**
 * Resolves once the gate can decide a page at its first render: at once for a rule that reads only permissions, else
 * when the selected shop's summary is in the cache (asked for now if it is not; a failed read is the gate's to show).
 * The router loads a page's code after it, so a screen drawn at build time stays on screen until the real page can
 * take its place, without a busy sign between them (decision 278).
 */
export async function pageGateReady(page: DashboardPageKey): Promise<void> {
  const { rule } = DASHBOARD_PAGES.find((candidate) => candidate.key === page)!;
  const shopId = selectedShopEntry(sessionStore.get())?.shopId;
  if (!ruleReadsShop(rule) || shopId === undefined) return;
  await queryClient.ensureQueryData(shopSummaryQuery(shopId)).catch(() => undefined);
}

/** Shows a dashboard page only when the selected shop's rules allow it (the same rule the sidebar uses). */
export function PageGate({ page, children }: { page: DashboardPageKey; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { entry, nav, summary } = useShopContext();
  // Whether this page was open: a permission removed while it is (the session re-read after a refusal) is said so.
  const wasOpen = useRef(false);
  // A page that waits for the summary is first drawn in a deferred render after it arrives: the answer comes through a
  // store React renders synchronously, and a whole screen drawn in that update held a phone's main thread for a third
  // of a second (Members). Until then the busy sign stays.
  const summaryDrawn = useDeferredValue(summary.data) !== undefined;
  const definition = DASHBOARD_PAGES.find((candidate) => candidate.key === page)!;
  // A page every member sees (the overview) does not wait for the shop's summary: it paints with the frame (decision
  // 153). Nor does one whose rule reads only the user's permissions, which the session holds: its page and the summary
  // are fetched side by side (decision 276). A page whose rule reads the shop's settings waits for them.
  if (definition.rule.kind === 'always') return children;
  const rules = ruleReadsShop(definition.rule)
    ? summaryDrawn && nav
    : { ...SETTINGS_NOT_READ, permissions: entry?.permissions ?? NO_PERMISSIONS };
  if (!rules) {
    if (!summary.isPending && !nav) return null;
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  // Manage Shops is for chain owners with shopManagement: anyone else goes to the overview (issue 7).
  if (definition.rule.kind === 'chainManagement' && !canSeePage(definition.rule, rules)) return <Navigate to="/app/overview" replace />;
  if (!canSeePage(definition.rule, rules)) {
    return (
      <>
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700 }}>
          {t('noAccessTitle')}
        </Typography>
        {wasOpen.current ? <AccessLost /> : <Alert severity="warning">{t('noAccess', { page: t(`pages.${page}`) })}</Alert>}
      </>
    );
  }
  wasOpen.current = true;
  return children;
}
