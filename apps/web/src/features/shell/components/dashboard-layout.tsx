import { Menu as MenuIcon } from '@mui/icons-material';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Activity, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import logoMark from '../../../components/logo-mark.svg';
import { PreferencesControls } from '../../../components/preferences-controls';
import { type TableRoom, TableRoomContext } from '../../../components/data-table/table-room';
import { ShopChooserDialog } from '../../../components/shop-chooser-dialog';
import { sessionStore } from '../../../lib/session-store';
import { ADMIN_SHOP_PICKER_PATHS } from '../../../lib/ui-constants';
import { useSignOut } from '../../../lib/use-sign-out';
import { useKeepPage } from '../use-keep-page';
import { useShopContext } from '../use-shop-context';
import { AdminShopPicker } from './admin-shop-picker';
import { KeptFiguresNote } from './kept-figures-note';
import { Sidebar } from './sidebar';

const DRAWER_WIDTH = 264;
const FOLD_KEY = 'brewline.sidebar';

/**
 * The owner's own fold of the sidebar. 'folded' is remembered in this browser and holds on every page; 'open' holds
 * until the page is reloaded, even where a wide table would fold it (that table then scrolls sideways); no choice:
 * the sidebar folds while a wide table needs the room.
 */
function useSidebarFold() {
  const [choice, setChoice] = useState<'folded' | 'open' | null>(() => {
    try {
      return localStorage.getItem(FOLD_KEY) === 'folded' ? 'folded' : null;
    } catch {
      return null;
    }
  });
  const choose = useCallback((next: 'folded' | 'open') => {
    try {
      if (next === 'folded') localStorage.setItem(FOLD_KEY, 'folded');
      else localStorage.removeItem(FOLD_KEY);
    } catch {
      // Storage full or switched off: the choice lasts for this page only.
    }
    setChoice(next);
  }, []);
  return { choice, choose };
}
/**
 * The phone's drawer (below 1200 px) is hidden, not drawn with the page (decision 250): its sidebar is a list of every
 * screen, a good part of the first render's work, and nobody sees it before tapping the menu. Inside a hidden
 * `Activity`, React draws it ahead at the lowest priority, in slices, and runs none of its effects (the slide's
 * measure of the page was a long task of its own); the first tap on the menu reveals it, and it stays.
 */
function useDrawerShown(permanent: boolean, open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return permanent || opened;
}
/** The user's own settings: open to any signed-in user of a shop, onboarded or not. */
const ACCOUNT_PATH = '/app/account';
/** The sidebar folded to its icons, while a wide table needs the room. */
const FOLDED_WIDTH = 64;

/** The dashboard frame: header, sidebar (permanent from 1200 px, a drawer below) and the page. */
export function DashboardLayout({ area }: { area: 'app' | 'admin' }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('drawer'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerShown = useDrawerShown(permanent, drawerOpen);
  const [choosing, setChoosing] = useState(false);
  const location = useLocation();
  const signOut = useSignOut();
  const { client, summary, nav } = useShopContext();
  // The screen as drawn with the owner's current figures, for the next visit's first paint (decision 315).
  useKeepPage(area === 'app' && typeof client?.shopId === 'number' ? client.shopId : null);
  // The tables on screen that need the sidebar's room (data-table's table-room.ts); the sidebar folds while any does.
  const [roomNeeded, setRoomNeeded] = useState<ReadonlySet<string>>(new Set());
  const request = useCallback(
    (id: string, needed: boolean) =>
      setRoomNeeded((current) => {
        if (current.has(id) === needed) return current;
        const next = new Set(current);
        if (needed) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const fold = useSidebarFold();
  const folded = permanent && (fold.choice === 'folded' || (fold.choice !== 'open' && roomNeeded.size > 0));
  const room = useMemo<TableRoom>(
    () => ({ gain: permanent ? DRAWER_WIDTH - FOLDED_WIDTH : 0, folded, request }),
    [permanent, folded, request],
  );
  const drawerWidth = folded ? FOLDED_WIDTH : DRAWER_WIDTH;

  if (!client) return null;
  // A shop that has not finished onboarding is sent there from every dashboard page but the user's own Account page.
  if (area === 'app' && summary.data && !summary.data.isOnboarded && location.pathname !== ACCOUNT_PATH) {
    return <Navigate to="/onboarding" replace />;
  }

  const user = client.session.user;
  const shopName = area === 'admin' ? t('adminShopName') : (summary.data?.shopName ?? '');
  const showPicker = area === 'admin' && (ADMIN_SHOP_PICKER_PATHS as readonly string[]).includes(location.pathname);
  const sidebar = (
    <Sidebar
      area={area}
      firstName={user.firstName || user.email.split('@')[0]!}
      shopName={shopName}
      logoUrl={summary.data?.logoUrl ?? null}
      nav={nav}
      canSwitchShop={area === 'app' && client.session.shops.length > 1}
      onSwitchShop={() => setChoosing(true)}
      onSignOut={() => void signOut()}
      onNavigate={() => setDrawerOpen(false)}
      folded={folded}
      onToggleFolded={permanent ? () => fold.choose(folded ? 'open' : 'folded') : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (z) => z.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1.5 }}>
          {!permanent && (
            // Hidden by CSS too where the sidebar is permanent: the build draws the frame as on a phone (decision 276).
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('openNavigation')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { drawer: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
            <img src={logoMark} alt="" width={32} height={32} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
              Brewline
            </Typography>
          </Box>
          {area === 'app' && summary.data?.isChainShop && (
            <Typography component="span" data-testid="chain-dashboard" sx={{ fontWeight: 600, opacity: 0.9 }}>
              {t('chainDashboard')}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {showPicker && <AdminShopPicker />}
          <PreferencesControls />
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { drawer: drawerWidth }, flexShrink: { drawer: 0 } }}>
        <Activity mode={drawerShown ? 'visible' : 'hidden'}>
          <Drawer
            variant={permanent ? 'permanent' : 'temporary'}
            open={permanent || drawerOpen}
            onClose={() => setDrawerOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: permanent ? drawerWidth : DRAWER_WIDTH, boxSizing: 'border-box', overflowX: 'hidden' } } }}
          >
            <Toolbar />
            {sidebar}
          </Drawer>
        </Activity>
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <KeptFiguresNote />
        {/* Each page waits for the shop's summary in its PageGate, if its rule needs it: the overview does not. */}
        <TableRoomContext value={room}>
          <Outlet />
        </TableRoomContext>
      </Box>
      <ShopChooserDialog
        open={choosing}
        shops={client.session.shops}
        onClose={() => setChoosing(false)}
        cancel={{ label: t('cancel'), onClick: () => setChoosing(false) }}
        onChoose={(shopId) => {
          sessionStore.selectShop(shopId);
          setChoosing(false);
        }}
      />
    </Box>
  );
}
