import { Badge, Loader, Tooltip } from '@mantine/core';
import { formatIsni, isPendingIsni } from '@repertoire/contract';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useUserIsni } from '../api/get-user-isni';

/**
 * Header badge with the member's ISNI (spec §1, §4): loading, error, the number in its
 * display form, or "pending" while the society has not assigned one (missing or all zeros).
 */
export function IsniBadge() {
  const isni = useUserIsni();
  const { timedOut, retry } = useQueryTimeout(isni);

  // An error, or no answer within 120 s: the error state, which asks again when clicked.
  if (isni.isError || timedOut) {
    return (
      <Tooltip label="Your ISNI could not be loaded. Click to try again.">
        <Badge component="button" type="button" onClick={retry} variant="light" color="red" size="lg" aria-label="ISNI unavailable" style={{ cursor: 'pointer' }}>
          ISNI unavailable
        </Badge>
      </Tooltip>
    );
  }

  if (isni.isPending) {
    return (
      <Badge variant="light" color="gray" size="lg" leftSection={<Loader size={10} color="gray" />} aria-label="ISNI loading">
        ISNI
      </Badge>
    );
  }

  const number = isni.data.isni_number;
  if (isPendingIsni(number)) {
    return (
      <Tooltip label="The society has not assigned your ISNI yet">
        <Badge variant="light" color="yellow" size="lg" aria-label="ISNI pending">
          ISNI pending
        </Badge>
      </Tooltip>
    );
  }

  return (
    <Badge variant="light" color="blue" size="lg" aria-label={`ISNI ${formatIsni(number ?? '')}`} style={{ textTransform: 'none' }}>
      ISNI {formatIsni(number ?? '')}
    </Badge>
  );
}
