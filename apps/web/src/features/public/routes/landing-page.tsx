import { CheckCircle } from '@mui/icons-material';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecordVisitSource } from '../api/record-visit';
import membershipCard from '../assets/membership-card.svg?no-inline';
// Inlined (a data: URL, 1 KB brotli): the landing's largest paint comes with the page's HTML, no request (decision 142).
import phoneOrder from '../assets/phone-order.svg?inline';
import stepFind from '../assets/step-find.svg?no-inline';
import stepOrder from '../assets/step-order.svg?no-inline';
import stepPay from '../assets/step-pay.svg?no-inline';
import stepPickup from '../assets/step-pickup.svg?no-inline';
import { PartnerStrip } from '../components/partner-strip';
import { Eyebrow, Section } from '../components/section';
import { StoreBadges } from '../components/store-badges';
import { BLOG_URL } from '../links';

const STEPS = [
  { key: 'find', icon: stepFind },
  { key: 'order', icon: stepOrder },
  { key: 'pay', icon: stepPay },
  { key: 'pickup', icon: stepPickup },
] as const;

const PERKS = ['prices', 'news', 'credit'] as const;

/** The coffee-lover landing page at /. */
export function LandingPage() {
  const { t } = useTranslation('public');
  useRecordVisitSource();
  return (
    <>
      <Hero />
      <Section id="how-it-works" title={t('landing.how.title')} subtitle={t('landing.how.subtitle')} tone="paper">
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', landing: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step.key}
              sx={{
                textAlign: { xs: 'start', sm: 'center' },
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                gap: 2,
                alignItems: { xs: 'flex-start', sm: 'center' },
              }}
            >
              <img src={step.icon} alt="" width={96} height={96} loading="lazy" decoding="async" style={{ flexShrink: 0 }} />
              <Box>
                <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
                  {t('landing.how.stepNumber', { number: index + 1 })}
                </Typography>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {t(`landing.how.steps.${step.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`landing.how.steps.${step.key}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <MembershipBlock />
      <PartnerStrip />
      <Section id="more" labelledBy="shops-cta-title">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', landing: '1fr 1fr' } }}>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 3, landing: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' }}
          >
            <Typography id="shops-cta-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
              {t('landing.shops.title')}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, opacity: 0.9 }}>{t('landing.shops.text')}</Typography>
            <Button component={Link} to="/shopLanding" variant="contained" color="secondary" size="large">
              {t('landing.shops.action')}
            </Button>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 3, landing: 4 } }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
              {t('landing.blog.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {t('landing.blog.text')}
            </Typography>
            <Button href={BLOG_URL} target="_blank" rel="noopener noreferrer" variant="outlined" size="large">
              {t('landing.blog.action')}
              <Box component="span" aria-hidden="true">
                {' ↗'}
              </Box>
            </Button>
          </Paper>
        </Box>
      </Section>
    </>
  );
}

function Hero() {
  const { t } = useTranslation('public');
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ overflow: 'hidden' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, landing: 9 },
          display: 'grid',
          gap: { xs: 3, landing: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', landing: '1.1fr 0.9fr' },
        }}
      >
        <Stack spacing={{ xs: 2, landing: 3 }}>
          <Eyebrow>{t('landing.hero.eyebrow')}</Eyebrow>
          <Typography
            id="hero-title"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', landing: '3.4rem' }, lineHeight: 1.1, letterSpacing: '-0.03em' }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', landing: '1.25rem' }, maxWidth: 560 }}>
            {t('landing.hero.text')}
          </Typography>
          <StoreBadges />
          <Typography variant="body2" color="text.secondary">
            {t('landing.hero.free')}
          </Typography>
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'center', '& img': { maxWidth: { xs: 280, landing: 360 } } }}>
          <img
            src={phoneOrder}
            alt={t('landing.hero.imageAlt')}
            width={360}
            height={520}
            fetchPriority="high"
            style={{ width: '100%', height: 'auto' }}
          />
        </Box>
      </Container>
    </Box>
  );
}

function MembershipBlock() {
  const { t } = useTranslation('public');
  return (
    <Section id="memberships" labelledBy="memberships-title">
      <Box
        sx={{ display: 'grid', gap: { xs: 3, landing: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', landing: '1fr 1fr' } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', order: { xs: 2, landing: 0 } }}>
          <img
            src={membershipCard}
            alt={t('landing.middle.imageAlt')}
            width={420}
            height={300}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', maxWidth: 420, height: 'auto' }}
          />
        </Box>
        <Stack spacing={2}>
          <Eyebrow>{t('landing.middle.eyebrow')}</Eyebrow>
          <Typography
            id="memberships-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', landing: '2.4rem' }, letterSpacing: '-0.02em', lineHeight: 1.15 }}
          >
            {t('landing.middle.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
            {t('landing.middle.text')}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {PERKS.map((perk) => (
              <Stack component="li" key={perk} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CheckCircle color="success" fontSize="small" sx={{ mt: '3px' }} />
                <Typography>{t(`landing.middle.perks.${perk}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Box>
    </Section>
  );
}
