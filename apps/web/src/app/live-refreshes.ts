import type { Notification } from '@repertoire/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { userIsniQueryKey } from '../features/isni/api/get-user-isni';
import { profileQueryKey } from '../features/profile/api/get-profile';

/**
 * A notification links to the screen it is about. Arriving live, it makes what that screen and
 * the header show of it stale: staff who set a member's ISNI and IPI name number link the member's
 * notification to their profile, and the header's ISNI badge and the profile show the new numbers
 * at once, not after a reload.
 */
const staleByLink: ReadonlyMap<string, readonly QueryKey[]> = new Map([[paths.app.profile.getHref(), [userIsniQueryKey, profileQueryKey]]]);

/** The queries a notification makes stale, by the page its link opens (its path, without query or fragment). */
function queriesStaleAfter(notification: Pick<Notification, 'link'>): readonly QueryKey[] {
  const page = notification.link?.split(/[?#]/)[0];
  return (page && staleByLink.get(page)) || [];
}

/** The members' header's handler of live notifications: what each makes stale is asked for again. */
export function useLiveRefreshes(): (notification: Notification) => void {
  const queryClient = useQueryClient();
  return (notification) => {
    for (const queryKey of queriesStaleAfter(notification)) void queryClient.invalidateQueries({ queryKey });
  };
}
