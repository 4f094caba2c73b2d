import { COPYRIGHT_YEAR } from '@brewline/contracts/constants';
import { Box, Container, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoMark from '../../../components/logo-mark.svg';
import { BLOG_URL } from '../links';
import { StoreBadges } from './store-badges';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="nav" aria-label={title} spacing={1}>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const linkSx = { color: 'text.primary', width: 'fit-content' } as const;

/** The public pages' footer: shops, contact, legal pages, the blog, the stores and the © line. */
export function PublicFooter() {
  const { t } = useTranslation('public');
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, landing: 6 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', landing: '2fr 1fr 1fr' } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <img src={logoMark} alt="" width={32} height={32} loading="lazy" />
              <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{t('brand')}</Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
              {t('footer.tagline')}
            </Typography>
            <StoreBadges />
          </Stack>
          <FooterColumn title={t('footer.explore')}>
            <MuiLink component={Link} to="/shopLanding" sx={linkSx}>
              {t('footer.forShops')}
            </MuiLink>
            <MuiLink component={Link} to="/contactUs" sx={linkSx}>
              {t('footer.contact')}
            </MuiLink>
            <MuiLink href={BLOG_URL} target="_blank" rel="noopener noreferrer" sx={linkSx}>
              {t('footer.blog')}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('footer.newTab')}`}
              </Box>
              <Box component="span" aria-hidden="true">
                {' ↗'}
              </Box>
            </MuiLink>
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            <MuiLink component={Link} to="/terms" sx={linkSx}>
              {t('footer.terms')}
            </MuiLink>
            <MuiLink component={Link} to="/privacy" sx={linkSx}>
              {t('footer.privacy')}
            </MuiLink>
          </FooterColumn>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </Typography>
      </Container>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
