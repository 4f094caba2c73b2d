import type { ActivityAction, ActivitySortKey } from '@brewline/contracts/activity';
import type { ActivityDetails, ActivityRow } from '@brewline/contracts/schemas/activity';
import type { Actor } from '../../lib/actor';

/**
 * One change to record. `target` names what was acted on; a target that is a login gives its `loginId` and the log
 * keeps that login's name as it is now. `shopId` is null for an account-level event (a sign-in).
 */
export interface ActivityEntry {
  shopId: number | null;
  actor: Actor;
  action: ActivityAction;
  target?: { id: string | number; name: string } | { loginId: number };
  details?: ActivityDetails;
  /** The actor's email when no login acted (kept as the actor's name). */
  actorEmail?: string;
  createdAt?: Date;
}

/** The screen's filters: a range of UTC instants [start, end), a person and an area. */
export interface ActivityFilter {
  start: Date;
  end: Date;
  loginId?: number;
  area?: string;
}

export interface ActivityPageRequest {
  sort: ActivitySortKey;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type ActivityRecord = ActivityRow;
