import { BULK_MEMBER_ACTIONS, MEMBERS_PAGE_SIZE } from '@brewline/contracts/members';
import type { BulkMemberOutcome, MemberRow } from '@brewline/contracts/schemas/members';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  LinearProgress,
  Link,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useMembers } from '../api/get-members';
import { useTransitionMembers } from '../api/transition-member';
import { MemberActions } from './member-actions';
import { QuestionsAndAnswers } from './questions-and-answers';

type BulkAction = (typeof BULK_MEMBER_ACTIONS)[number];

/**
 * The pending filter: each request with its questionnaire answers inline, a box to pick it, and Approve selected /
 * Decline selected. The server checks each request on its own; the outcome of each shows on its card until the
 * next bulk action (a request someone else handled meanwhile says so and shows its new status).
 */
export function PendingRequests({ shopId }: { shopId: number }) {
  const { t } = useTranslation('members');
  const notice = useNotice();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, BulkMemberOutcome>>(new Map());
  const pending = useMembers(shopId, { status: 'pending', page, pageSize: MEMBERS_PAGE_SIZE, sort: 'lastUpdated', order: 'desc' });
  const bulk = useTransitionMembers(shopId);
  const rows = pending.data?.rows ?? [];
  const pageCount = Math.max(1, Math.ceil((pending.data?.total ?? 0) / MEMBERS_PAGE_SIZE));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allOnPage ? new Set() : new Set(rows.map((row) => row.id)));

  const apply = (action: BulkAction) => {
    const memberIds = [...selected];
    bulk.mutate(
      { action, memberIds },
      {
        onSuccess: ({ results }) => {
          setOutcomes(new Map(results.map((result) => [result.memberId, result])));
          setSelected(new Set());
          const applied = results.filter((result) => result.outcome === 'applied').length;
          const notApplied = results.length - applied;
          if (notApplied === 0) notice.success(t(`bulk.done.${action}`, { count: applied }));
          else notice.serverError(t('bulk.partly', { count: applied, failed: notApplied }), 'membershipUpdateFailed');
        },
        onError: () => notice.serverError('membershipUpdateFailed'),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Checkbox checked={allOnPage} indeterminate={!allOnPage && rows.some((row) => selected.has(row.id))} onChange={toggleAll} />
          }
          label={t('bulk.selectAll')}
          disabled={rows.length === 0}
        />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {t('bulk.selected', { count: selected.size })}
        </Typography>
        {BULK_MEMBER_ACTIONS.map((action) => (
          <Button
            key={action}
            variant={action === 'approve' ? 'contained' : 'outlined'}
            color={action === 'decline' ? 'error' : 'primary'}
            disabled={selected.size === 0 || bulk.isPending}
            onClick={() => apply(action)}
          >
            {t(`bulk.${action}`)}
          </Button>
        ))}
      </Stack>
      {(pending.isFetching || bulk.isPending) && <LinearProgress aria-label={t('loading')} />}
      {pending.isSuccess && rows.length === 0 && <Alert severity="info">{t('noPending')}</Alert>}
      {rows.map((row) => (
        <PendingCard
          key={row.id}
          shopId={shopId}
          row={row}
          selected={selected.has(row.id)}
          onToggle={() => toggle(row.id)}
          outcome={outcomes.get(row.id)}
        />
      ))}
      {/* Requests handled in the last bulk action have left this list: their outcomes stay visible here. */}
      <HandledOutcomes outcomes={[...outcomes.values()].filter((outcome) => !rows.some((row) => row.id === outcome.memberId))} />
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_, value) => setPage(value - 1)} />
        </Box>
      )}
    </Stack>
  );
}

function OutcomeChip({ outcome }: { outcome: BulkMemberOutcome }) {
  const { t } = useTranslation('members');
  const color = outcome.outcome === 'applied' ? 'success' : 'error';
  return <Chip size="small" color={color} label={t(`bulk.outcome.${outcome.outcome}`)} />;
}

function HandledOutcomes({ outcomes }: { outcomes: BulkMemberOutcome[] }) {
  const { t } = useTranslation('members');
  const { t: tm } = useTranslation('messages');
  if (outcomes.length === 0) return null;
  return (
    <Card variant="outlined" data-testid="bulk-outcomes">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('bulk.outcomesTitle')}
        </Typography>
        <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {outcomes.map((outcome) => (
            <Stack
              component="li"
              key={outcome.memberId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              useFlexGap
            >
              <Link component={RouterLink} to={`/app/member_details?id=${outcome.memberId}`}>
                {t('bulk.request', { id: outcome.memberId })}
              </Link>
              <OutcomeChip outcome={outcome} />
              {outcome.outcome !== 'applied' && outcome.messageKey && (
                <Typography variant="body2" color="text.secondary">
                  {tm(outcome.messageKey)}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PendingCard({
  shopId,
  row,
  selected,
  onToggle,
  outcome,
}: {
  shopId: number;
  row: MemberRow;
  selected: boolean;
  onToggle: () => void;
  outcome: BulkMemberOutcome | undefined;
}) {
  const { t } = useTranslation('members');
  const { t: tm } = useTranslation('messages');
  return (
    <Card variant="outlined" component="article" aria-label={row.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': t('bulk.select', { name: row.name }) } }}
            sx={{ mt: -1, ml: -1 }}
          />
          <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`/app/member_details?id=${row.id}`} sx={{ fontWeight: 700 }}>
                {row.name}
              </Link>
              <Chip size="small" label={row.membershipTier} />
              {outcome && <OutcomeChip outcome={outcome} />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[row.email, row.phone, formatMoney(row.priceCents), t('updatedOn', { date: formatDateTime(row.lastUpdated) })]
                .filter(Boolean)
                .map((part, index) => (
                  <span key={index}>
                    {index > 0 && ' · '}
                    <bdi>{part}</bdi>
                  </span>
                ))}
            </Typography>
            {outcome?.outcome === 'refused' && outcome.messageKey && <Alert severity="warning">{tm(outcome.messageKey)}</Alert>}
            <QuestionsAndAnswers questions={row.questions} dense />
            <MemberActions shopId={shopId} member={row} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
