import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import bluebird from '../assets/partner-bluebird-coffee.svg?no-inline';
import copperKettle from '../assets/partner-copper-kettle.svg?no-inline';
import freshStart from '../assets/partner-fresh-start-cafe.svg?no-inline';
import harbor from '../assets/partner-harbor-roasters.svg?no-inline';
import juniper from '../assets/partner-juniper-rye.svg?no-inline';
import mapleBean from '../assets/partner-maple-bean.svg?no-inline';
import nightOwl from '../assets/partner-night-owl-espresso.svg?no-inline';
import tidewater from '../assets/partner-tidewater-tea.svg?no-inline';

/** The eight partner shops of the 'Partners:' strip (8 partner logos). Names are proper nouns. */
export const PARTNERS = [
  { name: 'Bluebird Coffee', logo: bluebird },
  { name: 'Harbor Roasters', logo: harbor },
  { name: 'Copper Kettle', logo: copperKettle },
  { name: 'Maple Bean', logo: mapleBean },
  { name: 'Fresh Start Cafe', logo: freshStart },
  { name: 'Juniper & Rye Bakery', logo: juniper },
  { name: 'Night Owl Espresso', logo: nightOwl },
  { name: 'Tidewater Tea House', logo: tidewater },
] as const;

export function PartnerStrip() {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="partners-title"
      sx={{ py: { xs: 6, landing: 8 }, bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Typography
          id="partners-title"
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', landing: '1.9rem' }, textAlign: 'center' }}
        >
          {t('landing.partners.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
          {t('landing.partners.subtitle')}
        </Typography>
        <Box
          component="ul"
          data-testid="partner-logos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1.5, landing: 2 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', landing: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {PARTNERS.map((partner) => (
            <Box
              component="li"
              key={partner.name}
              sx={{
                display: 'grid',
                placeItems: 'center',
                p: { xs: 1, landing: 2 },
                borderRadius: 2,
                bgcolor: '#ffffff',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <img
                src={partner.logo}
                alt={t('landing.partners.logoAlt', { name: partner.name })}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                style={{ width: '100%', maxWidth: 200, height: 'auto' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
