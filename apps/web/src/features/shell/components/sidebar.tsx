import { COPYRIGHT_YEAR } from '@brewline/contracts/constants';
import { ADMIN_PAGES, NAV_SECTIONS, type NavBadge, type ShopNavContext, visiblePages } from '@brewline/contracts/navigation';
import { ExpandMore } from '@mui/icons-material';
import {
  Avatar,
  Box,
  ButtonBase,
  Chip,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
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
}) {
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
        sx={{ justifyContent: 'flex-start', gap: 1.5, p: 2, textAlign: 'start', width: '100%' }}
      >
        <Avatar src={props.logoUrl ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
          {props.shopName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* The first name wraps rather than being cut: the spec cuts the shop name to make room for it. */}
          <Typography data-testid="sidebar-first-name" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {props.firstName}
          </Typography>
          <Typography data-testid="sidebar-shop-name" variant="body2" color="text.secondary" noWrap title={props.shopName}>
            {sidebarShopName(props.firstName, props.shopName)}
          </Typography>
        </Box>
        <ExpandMore fontSize="small" />
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
              <ListSubheader id={`nav-section-${group.section}`} disableSticky sx={sectionHeaderSx}>
                {t(`sections.${group.section}`)}
              </ListSubheader>
            }
          >
            {group.entries.map((entry) => (
              <ListItemButton key={entry.key} component={NavLink} to={entry.to} onClick={props.onNavigate} sx={linkSx}>
                <ListItemText primary={t(`pages.${entry.key}`)} slotProps={{ primary: { noWrap: true } }} />
                {entry.badge && (
                  <Chip
                    size="small"
                    color={entry.badge === 'new' ? 'secondary' : 'default'}
                    variant={entry.badge === 'new' ? 'filled' : 'outlined'}
                    label={t(`badges.${entry.badge}`)}
                    sx={{ height: 20, fontSize: '0.7rem', ml: 1, flexShrink: 0 }}
                  />
                )}
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ p: 2 }}>
        {t('copyright', { year: COPYRIGHT_YEAR })}
      </Typography>
    </Stack>
  );
}
