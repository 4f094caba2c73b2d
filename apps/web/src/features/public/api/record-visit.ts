import { sanitizeVisitSource } from '@brewline/contracts/visit-source';
import type { RecordVisitBody } from '@brewline/contracts/schemas/visits';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';

export const recordVisit = (body: RecordVisitBody) => api<void>('/api/visits', { method: 'POST', body });

/** Sources already sent during this page load; a re-render or a return to the page does not count twice. */
const sentThisLoad = new Set<string>();

/** Records the page's ?ref= as a visit source, once per page load; failures are silent. */
export function useRecordVisitSource() {
  const { pathname, search } = useLocation();
  const source = sanitizeVisitSource(new URLSearchParams(search).get('ref'));
  useEffect(() => {
    if (!source || sentThisLoad.has(source)) return;
    sentThisLoad.add(source);
    recordVisit({ source, path: pathname }).catch(() => {
      // A lost visit count must never bother the visitor.
    });
  }, [source, pathname]);
}
