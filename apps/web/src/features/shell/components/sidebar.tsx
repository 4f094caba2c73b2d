import { COPYRIGHT_YEAR } from '@brewline/contracts/constants';
import { ADMIN_PAGES, NAV_SECTIONS, type NavBadge, type ShopNavContext, visiblePages } from '@brewline/contracts/navigation';
import {
  AccountBalanceOutlined,
  BarChartOutlined,
  CampaignOutlined,
  CardMembershipOutlined,
  CompareArrowsOutlined,
  ConfirmationNumberOutlined,
  DashboardOutlined,
  EventAvailableOutlined,
  EventOutlined,
  GroupsOutlined,
  ExpandMore,
  HistoryOutlined,
  InsightsOutlined,
  KeyboardDoubleArrowLeft,
  KeyboardDoubleArrowRight,
  LocalOfferOutlined,
  ManageAccountsOutlined,
  ManageSearchOutlined,
  MenuBookOutlined,
  PaymentsOutlined,
  PeopleOutlined,
  ReceiptLongOutlined,
  RequestQuoteOutlined,
  RestaurantMenuOutlined,
  SavingsOutlined,
  StorefrontOutlined,
  TuneOutlined,
  type SvgIconComponent,
  TravelExploreOutlined,
  TuneRounded,
} from '@mui/icons-material';
import {
  Avatar,
  Box,
  ButtonBase,
  Chip,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  type Theme,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { sidebarShopName } from '../../../lib/ui-constants';

interface NavEntry {
  key: string;
  to: string;
  badge?: NavBadge;
}
interface NavGroup {
  section: string;
  entries: NavEntry[];
}

/** The sidebar's links: every page the shop context allows, grouped by section; empty sections are left out. */
export function navGroups(area: 'app' | 'admin', nav: ShopNavContext | null): NavGroup[] {
  if (area === 'admin') {
    return NAV_SECTIONS.map((section) => ({
      section,
      entries: ADMIN_PAGES.filter((page) => page.section === section).map((page) => ({ key: page.key, to: `/admin/${page.path}` })),
    })).filter((group) => group.entries.length > 0);
  }
  const pages = nav ? visiblePages(nav) : [];
  return NAV_SECTIONS.map((section) => ({
    section,
    entries: pages
      .filter((page) => page.section === section)
      .map((page) => ({ key: page.key, to: `/app/${page.path}`, badge: page.badge })),
  })).filter((group) => group.entries.length > 0);
}

/** Each page's icon: the sidebar shows only these while it is folded for a wide table. */
const PAGE_ICONS: Record<string, SvgIconComponent> = {
  overview: DashboardOutlined,
  adminOverview: DashboardOutlined,
  payouts: AccountBalanceOutlined,
  transactions: ReceiptLongOutlined,
  salesOverview: BarChartOutlined,
  itemSales: InsightsOutlined,
  modifierSales: TuneRounded,
  customers: GroupsOutlined,
  customerProfile: GroupsOutlined,
  tips: SavingsOutlined,
  salesTax: RequestQuoteOutlined,
  dayClose: EventAvailableOutlined,
  journal: MenuBookOutlined,
  shopsReport: CompareArrowsOutlined,
  manageShops: StorefrontOutlined,
  shopInfo: StorefrontOutlined,
  manageMemberships: CardMembershipOutlined,
  members: PeopleOutlined,
  membershipStats: InsightsOutlined,
  defaultModifiers: TuneOutlined,
  menuBuilder: RestaurantMenuOutlined,
  eventGuests: EventOutlined,
  promoCodeList: LocalOfferOutlined,
  promoCodeUsage: ConfirmationNumberOutlined,
  createPromoCode: LocalOfferOutlined,
  announcements: CampaignOutlined,
  announcementHistory: HistoryOutlined,
  manageUsers: ManageAccountsOutlined,
  activity: ManageSearchOutlined,
  visitsReport: TravelExploreOutlined,
};
const pageIcon = (key: string) => PAGE_ICONS[key] ?? PaymentsOutlined;

const sectionHeaderSx = {
  bgcolor: 'transparent',
  lineHeight: '28px',
  pt: 1.5,
  fontSize: '0.7rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

const mirrored = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) } as const;

const linkSx = {
  mx: 1,
  px: 1.5,
  py: 0.25,
  borderRadius: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemText-primary': { fontWeight: 700 } },
} as const;

export function Sidebar(props: {
  area: 'app' | 'admin';
  firstName: string;
  shopName: string;
  logoUrl: string | null;
  nav: ShopNavContext | null;
  canSwitchShop: boolean;
  onSwitchShop: () => void;
  onSignOut: () => void;
  onNavigate: () => void;
  /** Icons only (a wide table needs the room); the names stay for assistive technology and in each icon's tooltip. */
  folded?: boolean;
  /** Folds or unfolds the sidebar by hand; absent where it does not fold (the drawer on a narrow screen). */
  onToggleFolded?: () => void;
}) {
  const folded = props.folded ?? false;
  const { t } = useTranslation('shell');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const groups = navGroups(props.area, props.nav);
  return (
    // flex + minHeight 0: the links scroll between a fixed name block and a fixed footer.
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <ButtonBase
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-label={t('accountMenu', { name: props.firstName })}
        aria-haspopup="menu"
        aria-expanded={menuAnchor !== null}
        aria-controls={menuAnchor ? 'account-menu' : undefined}
        sx={{ justifyContent: 'flex-start', gap: 1.5, p: folded ? 1.5 : 2, textAlign: 'start', width: '100%' }}
      >
        <Avatar
          src={props.logoUrl ?? undefined}
          alt=""
          variant="rounded"
          sx={{ bgcolor: 'primary.main', width: folded ? 40 : 44, height: folded ? 40 : 44 }}
        >
          {props.shopName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={folded ? visuallyHidden : { minWidth: 0, flex: 1 }}>
          {/* The first name wraps rather than being cut: the shop name is the one cut to make room for it. */}
          <Typography data-testid="sidebar-first-name" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {props.firstName}
          </Typography>
          <Typography data-testid="sidebar-shop-name" variant="body2" color="text.secondary" noWrap title={props.shopName}>
            {sidebarShopName(props.firstName, props.shopName)}
          </Typography>
        </Box>
        {!folded && <ExpandMore fontSize="small" />}
      </ButtonBase>
      <Menu id="account-menu" anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {props.canSwitchShop && (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              props.onSwitchShop();
            }}
          >
            {t('switchShop')}
          </MenuItem>
        )}
        <MenuItem
          component={Link}
          to={`/${props.area}/account`}
          onClick={() => {
            setMenuAnchor(null);
            props.onNavigate();
          }}
        >
          {t('pages.account')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            props.onSignOut();
          }}
        >
          {t('logOut')}
        </MenuItem>
      </Menu>
      <Divider />
      <Box component="nav" aria-label={t('navigation')} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pb: 1 }}>
        {groups.map((group) => (
          <List
            key={group.section}
            dense
            disablePadding
            aria-labelledby={`nav-section-${group.section}`}
            subheader={
              <ListSubheader id={`nav-section-${group.section}`} disableSticky sx={folded ? visuallyHidden : sectionHeaderSx}>
                {t(`sections.${group.section}`)}
              </ListSubheader>
            }
          >
            {group.entries.map((entry) => {
              const Icon = pageIcon(entry.key);
              const link = (
                <ListItemButton key={entry.key} component={NavLink} to={entry.to} onClick={props.onNavigate} sx={linkSx}>
                  {folded && (
                    <ListItemIcon sx={{ minWidth: 0, py: 0.5 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                  )}
                  <ListItemText
                    primary={t(`pages.${entry.key}`)}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={folded ? visuallyHidden : undefined}
                  />
                  {entry.badge && (
                    <Chip
                      size="small"
                      color={entry.badge === 'new' ? 'secondary' : 'default'}
                      variant={entry.badge === 'new' ? 'filled' : 'outlined'}
                      label={t(`badges.${entry.badge}`)}
                      sx={folded ? visuallyHidden : { height: 20, fontSize: '0.7rem', ml: 1, flexShrink: 0 }}
                    />
                  )}
                </ListItemButton>
              );
              return folded ? (
                <Tooltip key={entry.key} title={t(`pages.${entry.key}`)} placement="right" describeChild>
                  {link}
                </Tooltip>
              ) : (
                link
              );
            })}
          </List>
        ))}
      </Box>
      <Divider />
      {props.onToggleFolded && (
        <Tooltip title={t(folded ? 'expandSidebar' : 'collapseSidebar')} placement="right">
          <IconButton
            onClick={props.onToggleFolded}
            aria-label={t(folded ? 'expandSidebar' : 'collapseSidebar')}
            aria-expanded={!folded}
            size="small"
            sx={{ alignSelf: folded ? 'center' : 'flex-end', m: 1, mb: 0 }}
          >
            {/* The chevrons point the way the sidebar will move: mirrored in Arabic, where it is on the right. */}
            {folded ? (
              <KeyboardDoubleArrowRight fontSize="small" sx={mirrored} />
            ) : (
              <KeyboardDoubleArrowLeft fontSize="small" sx={mirrored} />
            )}
          </IconButton>
        </Tooltip>
      )}
      <Typography variant="caption" color="text.secondary" sx={folded ? visuallyHidden : { p: 2 }}>
        {t('copyright', { year: COPYRIGHT_YEAR })}
      </Typography>
    </Stack>
  );
}
