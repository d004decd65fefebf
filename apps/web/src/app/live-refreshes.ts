import type { Notification } from '@repertoire/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { userIsniQueryKey } from '../features/isni/api/get-user-isni';
import { profileQueryKey } from '../features/profile/api/get-profile';
import { disputeKeys } from '../lib/disputes/query-keys';
import { musicalWorkKeys } from '../lib/musical-works/query-keys';

/**
 * A notification links to the screen it is about. Arriving live, it makes what that screen and the
 * header show of it stale, so an open screen shows the news without waiting for a reload; only the
 * queries on screen are fetched, the others are read when next shown.
 * - Staff who set a member's ISNI and IPI name number link the member's notification to their
 *   profile: the header's ISNI badge and the profile show the new numbers.
 * - A dispute's event (a message, evidence, a revision, a decision) links to its page: it may change
 *   the dispute, its parties' positions and, once decided, the work's shares.
 */
function refreshAfter(queryClient: QueryClient, notification: Pick<Notification, 'link'>): void {
  const page = notification.link?.split(/[?#]/)[0];
  if (!page) return;
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  if (page === paths.app.profile.getHref()) {
    refresh(userIsniQueryKey);
    refresh(profileQueryKey);
    return;
  }
  const partyPage = matchPath(paths.app.disputeDetails.path, page);
  if (partyPage || matchPath(paths.staff.disputeDetails.path, page)) {
    refresh(disputeKeys.all);
    const workId = partyPage?.params.musicalworkId;
    refresh(workId ? musicalWorkKeys.work(workId) : musicalWorkKeys.all);
  }
}

/** The header's handler of live notifications, members' and staff's alike: what each makes stale is asked for again. */
export function useLiveRefreshes(): (notification: Notification) => void {
  const queryClient = useQueryClient();
  return (notification) => refreshAfter(queryClient, notification);
}
