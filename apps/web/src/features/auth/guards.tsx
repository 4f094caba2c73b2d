import { ADMIN_SHOP_ID } from '@brewline/contracts/constants';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { selectedShopEntry, sessionStore, useClientSession } from '../../lib/session-store';

function useOrigin() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** /app*: needs a chosen shop; otherwise to /signin, remembering where the user was going. */
export function RequireShop({ children }: { children: ReactNode }) {
  const client = useClientSession();
  const origin = useOrigin();
  const linkedShop = useLinkedShop();
  // A link that names one of the user's shops (a summary mail's '?shop=2') opens that shop, as the chooser would.
  if (client && linkedShop !== null && linkedShop !== client.shopId && client.session.shops.some((shop) => shop.shopId === linkedShop)) {
    return <SelectLinkedShop shopId={linkedShop} />;
  }
  if (!client || typeof client.shopId !== 'number') {
    sessionStore.initUrl = origin;
    return <Navigate to="/signin" replace state={{ from: origin }} />;
  }
  // A shop requires two-step sign-in and it is not set up: the server refuses the dashboard until it is (decision 223).
  if (client.session.user.twoStepSetupRequired) return <Navigate to="/two-step-setup" replace />;
  // An administrator has no shop of their own: the admin area is theirs (/app/overview -> /admin/overview).
  if (client.isAdmin || client.shopId === ADMIN_SHOP_ID) return <Navigate to="/admin/overview" replace />;
  // The screens behind this guard read the shop with useShopId() and never check for it: it is held here.
  if (!selectedShopEntry(client)) return <Navigate to="/signin" replace state={{ from: origin }} />;
  return children;
}

function useLinkedShop(): number | null {
  const linked = Number(new URLSearchParams(useLocation().search).get('shop'));
  return Number.isInteger(linked) && linked > 0 ? linked : null;
}

/** Selects the linked shop, then shows the same page without '?shop=' (a reload keeps whatever is chosen later). */
function SelectLinkedShop({ shopId }: { shopId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    search.delete('shop');
    sessionStore.selectShop(shopId);
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [shopId, location.pathname, location.search, navigate]);
  return null;
}

/** /admin*: the same guard, for platform administrators. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const client = useClientSession();
  const origin = useOrigin();
  if (!client || client.shopId === null || client.shopId === 'multiple') {
    sessionStore.initUrl = origin;
    return <Navigate to="/signin" replace state={{ from: origin }} />;
  }
  if (!client.isAdmin) return <Navigate to="/app/overview" replace />;
  if (client.session.user.twoStepSetupRequired) return <Navigate to="/two-step-setup" replace />;
  return children;
}

/** /dashboard: to the initial URL, or to /signin without a shop or when that URL is the root or sign-in. */
export function DashboardRedirect() {
  const client = useClientSession();
  const initUrl = sessionStore.initUrl;
  const hasShop = client !== null && client.shopId !== null && client.shopId !== 'multiple';
  const pathOnly = initUrl.split('?')[0] ?? '';
  if (!hasShop || pathOnly === '' || pathOnly === '/' || pathOnly === '/signin' || pathOnly.startsWith('/dashboard')) {
    return <Navigate to="/signin" replace />;
  }
  return <Navigate to={initUrl} replace />;
}
