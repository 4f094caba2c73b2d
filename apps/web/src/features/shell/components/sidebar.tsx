import { COPYRIGHT_YEAR, sidebarShopName } from '@brewline/contracts/constants';
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
    <Stack sx={{ height: '100%' }}>
      <ButtonBase
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-label={t('accountMenu', { name: props.firstName })}
        aria-haspopup="menu"
        sx={{ justifyContent: 'flex-start', gap: 1.5, p: 2, textAlign: 'start', width: '100%' }}
      >
        <Avatar src={props.logoUrl ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
          {props.shopName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography data-testid="sidebar-first-name" sx={{ fontWeight: 700 }} noWrap>
            {props.firstName}
          </Typography>
          <Typography data-testid="sidebar-shop-name" variant="body2" color="text.secondary" noWrap>
            {sidebarShopName(props.firstName, props.shopName)}
          </Typography>
        </Box>
        <ExpandMore fontSize="small" />
      </ButtonBase>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
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
      <Box component="nav" aria-label={t('sections.product')} sx={{ flex: 1, overflowY: 'auto' }}>
        {groups.map((group) => (
          <List key={group.section} dense subheader={<ListSubheader sx={{ bgcolor: 'transparent', fontWeight: 700 }}>{t(`sections.${group.section}`)}</ListSubheader>}>
            {group.entries.map((entry) => (
              <ListItemButton key={entry.key} component={NavLink} to={entry.to} onClick={props.onNavigate} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
                <ListItemText primary={t(`pages.${entry.key}`)} />
                {entry.badge && (
                  <Chip size="small" color={entry.badge === 'new' ? 'secondary' : 'default'} label={t(`badges.${entry.badge}`)} />
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
