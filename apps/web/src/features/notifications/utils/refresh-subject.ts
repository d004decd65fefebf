import type { Notification } from '@repertoire/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../../../config/paths';
import { disputeKeys } from '../../../lib/disputes/query-keys';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/**
 * Reads again what a live notification is about, known by the page it leads to: a screen open on
 * it (a dispute's page, where the other parties' messages arrive) shows the news without waiting
 * for a reload. Only the queries on screen are fetched; the others are read when next shown.
 */
export function refreshSubject(queryClient: QueryClient, notification: Pick<Notification, 'link'>): void {
  const link = notification.link?.split('?')[0];
  if (!link) return;
  const partyPage = matchPath(paths.app.disputeDetails.path, link);
  if (partyPage || matchPath(paths.staff.disputeDetails.path, link)) {
    // A dispute's event may change its state, its parties' positions, and once decided the work's shares.
    void queryClient.invalidateQueries({ queryKey: disputeKeys.all });
    const workId = partyPage?.params.musicalworkId;
    void queryClient.invalidateQueries({ queryKey: workId ? musicalWorkKeys.work(workId) : musicalWorkKeys.all });
  }
}
