import { PRICING } from '@brewline/contracts/constants';
import { CardMembership, CheckCircle, ExpandMore, FormatQuote, Insights, RestaurantMenu, Speed, Storefront } from '@mui/icons-material';
import { Accordion, AccordionDetails, AccordionSummary, Avatar, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Eyebrow, Section } from '../components/section';

/** The five benefits (five benefit icons). */
const BENEFITS = [
  { key: 'regulars', Icon: Storefront },
  { key: 'lines', Icon: Speed },
  { key: 'memberships', Icon: CardMembership },
  { key: 'menu', Icon: RestaurantMenu },
  { key: 'insights', Icon: Insights },
] as const;
const TESTIMONIALS = ['maya', 'daniel', 'rosa'] as const;
const FAQ = ['cost', 'payouts', 'setup', 'hardware', 'pause', 'memberships', 'locations', 'staff'] as const;

function GetStarted({ size = 'large' }: { size?: 'large' | 'medium' }) {
  const { t } = useTranslation('public');
  return (
    <Button component={Link} to="/signup" variant="contained" size={size} color="secondary">
      {t('shop.hero.getStarted')}
    </Button>
  );
}

/** The shop-owner landing page at /shopLanding: pricing, benefits, testimonials, FAQ, Get Started. */
export function ShopLandingPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <Box component="section" aria-labelledby="shop-hero-title">
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 5, landing: 9 },
            display: 'grid',
            gap: { xs: 4, landing: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', landing: '1.2fr 0.8fr' },
          }}
        >
          <Stack spacing={{ xs: 2, landing: 3 }}>
            <Eyebrow>{t('shop.hero.eyebrow')}</Eyebrow>
            <Typography
              id="shop-hero-title"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '2.1rem', landing: '3.2rem' }, lineHeight: 1.1, letterSpacing: '-0.03em' }}
            >
              {t('shop.hero.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', landing: '1.2rem' }, maxWidth: 580 }}>
              {t('shop.hero.text')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <GetStarted />
              <Button variant="outlined" size="large" disabled>
                {t('shop.hero.caseStudy')}
              </Button>
            </Stack>
          </Stack>
          <PricingCard />
        </Container>
      </Box>

      <Section id="benefits" title={t('shop.benefits.title')} tone="paper">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', landing: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          }}
        >
          {BENEFITS.map(({ key, Icon }) => (
            <Stack component="li" key={key} spacing={1.5}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 52, height: 52 }} aria-hidden="true">
                <Icon />
              </Avatar>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                {t(`shop.benefits.items.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`shop.benefits.items.${key}.text`)}</Typography>
            </Stack>
          ))}
        </Box>
      </Section>

      <Section id="testimonials" title={t('shop.testimonials.title')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', landing: 'repeat(3, 1fr)' } }}>
          {TESTIMONIALS.map((key) => {
            const name = t(`shop.testimonials.items.${key}.name`);
            return (
              <Paper key={key} component="figure" variant="outlined" sx={{ m: 0, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
                <FormatQuote color="secondary" sx={{ fontSize: 36 }} aria-hidden="true" />
                <Typography component="blockquote" sx={{ m: 0, flex: 1, fontSize: '1.05rem' }}>
                  {t(`shop.testimonials.items.${key}.quote`)}
                </Typography>
                <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden="true">
                    {name.slice(0, 1)}
                  </Avatar>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`shop.testimonials.items.${key}.role`)}
                    </Typography>
                  </Box>
                </Stack>
              </Paper>
            );
          })}
        </Box>
      </Section>

      <Section id="faq" title={t('shop.faq.title')} tone="paper">
        <Box sx={{ maxWidth: 820, mx: 'auto' }}>
          {FAQ.map((key) => (
            <Accordion
              key={key}
              disableGutters
              variant="outlined"
              slotProps={{ transition: { unmountOnExit: true } }}
              sx={{ '& + &': { borderTop: 0 } }}
            >
              <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${key}-question`} aria-controls={`faq-${key}-answer`}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {t(`shop.faq.items.${key}.question`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${key}-answer`}>
                <Typography color="text.secondary">
                  {t(`shop.faq.items.${key}.answer`, { percent: PRICING.transactionFeePercent })}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Section>

      <Section id="get-started" labelledBy="get-started-title">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id="get-started-title" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', landing: '2.4rem' } }}>
            {t('shop.cta.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {t('shop.cta.text')}
          </Typography>
          <GetStarted />
        </Stack>
      </Section>
    </>
  );
}

/** The pricing (8% a transaction with card fees included, paid weekly, first month free), from the one PRICING constant. */
function PricingCard() {
  const { t } = useTranslation('public');
  const lines = [
    t('shop.pricing.cardFees'),
    t('shop.pricing.noFees'),
    t(`shop.pricing.payout.${PRICING.payoutSchedule}`),
    t('shop.pricing.freeMonths', { count: PRICING.freeFirstMonths }),
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="pricing-title"
      elevation={0}
      sx={{ p: { xs: 3, landing: 4 }, border: 2, borderColor: 'secondary.main', borderRadius: 4 }}
    >
      <Typography id="pricing-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('shop.pricing.title')}
      </Typography>
      <Typography color="text.secondary">{t('shop.pricing.subtitle')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', my: 2 }} data-testid="pricing-fee">
        <Typography
          component="span"
          sx={{ fontSize: { xs: '3.5rem', landing: '4.5rem' }, fontWeight: 800, lineHeight: 1, color: 'secondary.main' }}
        >
          {t('shop.pricing.percent', { percent: PRICING.transactionFeePercent })}
        </Typography>
        <Typography component="span" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {t('shop.pricing.perTransaction')}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Stack component="li" key={line} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CheckCircle color="success" fontSize="small" />
            <Typography>{line}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
