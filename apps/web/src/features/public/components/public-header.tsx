import { Menu as MenuIcon } from '@mui/icons-material';
import { AppBar, Box, Button, IconButton, Menu, MenuItem, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import logoMark from '../../../components/logo-mark.svg';
import { PreferencesControls } from '../../../components/preferences-controls';
import { useLive } from '../../../lib/use-live';

const LINKS = [
  { to: '/shopLanding', key: 'nav.forShops' },
  { to: '/contactUs', key: 'nav.contact' },
] as const;

/** The public pages' header: logo home, For shops, Contact, Sign in, and the language/theme controls. */
export function PublicHeader() {
  const { t } = useTranslation('public');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // On the prerendered landing the drawn button does nothing until React has taken over (decision 140); it says so.
  const live = useLive();
  const close = () => setMenuAnchor(null);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar component="nav" aria-label={t('nav.label')} sx={{ width: '100%', maxWidth: 1200, mx: 'auto', gap: 1, px: { xs: 2, sm: 3 } }}>
        <Box
          component={Link}
          to="/"
          aria-label={t('nav.home')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
        >
          <img src={logoMark} alt="" width={36} height={36} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
            {t('brand')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', landing: 'flex' }, alignItems: 'center' }}>
          {LINKS.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} color="inherit" sx={{ '&.active': { color: 'primary.main' } }}>
              {t(link.key)}
            </Button>
          ))}
        </Stack>
        <PreferencesControls />
        <Button component={Link} to="/signin" variant="outlined" sx={{ display: { xs: 'none', landing: 'inline-flex' } }}>
          {t('nav.signIn')}
        </Button>
        <IconButton
          aria-label={t('nav.openMenu')}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          disabled={!live}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { xs: 'inline-flex', landing: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
          {LINKS.map((link) => (
            <MenuItem key={link.to} component={Link} to={link.to} onClick={close}>
              {t(link.key)}
            </MenuItem>
          ))}
          <MenuItem component={Link} to="/signin" onClick={close}>
            {t('nav.signIn')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
