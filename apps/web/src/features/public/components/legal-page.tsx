import { MINIMUM_USER_AGE } from '@brewline/contracts/constants';
import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_UPDATED_ON } from '../links';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** Dates are shown in en-US format in UTC. */
const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** Terms or Privacy: a title, the last-updated date, contents and numbered sections at a readable width. */
export function LegalPage({ document: doc }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('public');
  const sections = t(`${doc}.sections`, { returnObjects: true, age: MINIMUM_USER_AGE }) as LegalSection[];
  return (
    <Container component="article" aria-labelledby="legal-title" sx={{ maxWidth: '76ch !important', py: { xs: 4, landing: 8 } }}>
      <Typography
        id="legal-title"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', landing: '2.6rem' }, letterSpacing: '-0.02em' }}
      >
        {t(`${doc}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('legal.updated', { date: formatDate(LEGAL_UPDATED_ON) })}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: '1.1rem' }}>{t(`${doc}.intro`)}</Typography>

      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{ my: 4, p: 2.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      >
        <Typography id="legal-contents" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('legal.contents')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', columns: { xs: 1, sm: 2 }, columnGap: 4 }}>
          {sections.map((section, index) => (
            <Box component="li" key={section.heading} sx={{ py: 0.25, breakInside: 'avoid' }}>
              <MuiLink href={`#${doc}-${index + 1}`}>{section.heading}</MuiLink>
            </Box>
          ))}
        </Box>
      </Box>

      {sections.map((section, index) => (
        <Box component="section" key={section.heading} aria-labelledby={`${doc}-${index + 1}`} sx={{ mt: 4 }}>
          <Typography id={`${doc}-${index + 1}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 88 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}

      <Typography color="text.secondary" sx={{ mt: 5 }}>
        {t('legal.questions')}{' '}
        <MuiLink component={Link} to="/contactUs">
          {t('legal.contactLink')}
        </MuiLink>
      </Typography>
    </Container>
  );
}
