import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { ArrowBack } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useMember } from '../api/get-member';
import { MemberActions } from '../components/member-actions';
import { QuestionsAndAnswers } from '../components/questions-and-answers';
import { useStatusLabel } from '../components/status-label';
import { LoadError } from '../../../components/load-error';

/** /app/member_details?id=: one request's details, its Questions & Answers and the actions its status allows. */
export function MemberDetailsPage() {
  const shopId = useShopId();
  const [search] = useSearchParams();
  const memberId = Number(search.get('id'));
  if (!Number.isInteger(memberId) || memberId <= 0) return <Navigate to="/app/members" replace />;
  return <MemberDetails key={`${shopId}-${memberId}`} shopId={shopId} memberId={memberId} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function MemberDetails({ shopId, memberId }: { shopId: number; memberId: number }) {
  const { t } = useTranslation('members');
  const statusLabel = useStatusLabel();
  const member = useMember(shopId, memberId);
  const data = member.data;

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={RouterLink}
          to="/app/members"
          startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
        >
          {t('backToList')}
        </Button>
      </Box>
      <PageHeader title={t('details.title')} />
      {member.isFetching && <LinearProgress aria-label={t('loading')} />}
      {member.isError && <LoadError error={member.error} onRetry={() => void member.refetch()} />}
      {data && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {data.name}
                </Typography>
                <Chip size="small" label={data.membershipTier} />
                {data.isFree && <Chip size="small" color="info" label={t('details.free')} />}
              </Stack>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
              >
                <Field label={t('details.name')}>{data.name}</Field>
                <Field label={t('details.email')}>{data.email && <bdi dir="ltr">{data.email}</bdi>}</Field>
                <Field label={t('details.phone')}>{data.phone && <bdi dir="ltr">{data.phone}</bdi>}</Field>
                <Field label={t('details.status')}>{statusLabel(data.status)}</Field>
                <Field label={t('details.requestDate')}>
                  {data.requestedAt && <bdi dir="ltr">{formatDateTime(data.requestedAt)}</bdi>}
                </Field>
                <Field label={t('details.approvalDate')}>{data.approvedAt && <bdi dir="ltr">{formatDateTime(data.approvedAt)}</bdi>}</Field>
                <Field label={t('details.requestCancelledDate')}>
                  {data.requestCancelledAt && <bdi dir="ltr">{formatDateTime(data.requestCancelledAt)}</bdi>}
                </Field>
                <Field label={t('details.cancelledDate')}>
                  {data.cancelledAt && <bdi dir="ltr">{formatDateTime(data.cancelledAt)}</bdi>}
                </Field>
                <Field label={t('details.price')}>
                  <bdi dir="ltr">{formatMoney(data.priceCents)}</bdi>
                </Field>
              </Box>
              <Box sx={{ mt: 3 }}>
                <MemberActions shopId={shopId} member={data} size="medium" />
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                {t('details.questionsTitle')}
              </Typography>
              <QuestionsAndAnswers questions={data.questions} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
