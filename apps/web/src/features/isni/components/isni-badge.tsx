import { Badge, Loader, Tooltip } from '@mantine/core';
import { formatIsni, isPendingIsni } from '@repertoire/contract';
import { useIsPhone } from '../../../components/ui/use-is-phone';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useUserIsni } from '../api/get-user-isni';
import classes from './isni-badge.module.css';

/**
 * Header badge with the member's ISNI (spec §1, §4): loading, error, the number in its
 * display form, or "pending" while the society has not assigned one (missing or all zeros).
 */
export function IsniBadge() {
  const isni = useUserIsni();
  const isPhone = useIsPhone();
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

  // On a phone the header leaves the badge too little room for one line: the number then goes
  // under "ISNI", whole, rather than cut short ("ISNI 0000 00…").
  return (
    <Badge variant="light" color="blue" size={isPhone ? 'md' : 'lg'} h="auto" py={2} tt="none" classNames={{ label: classes.label }}>
      ISNI <span className={classes.number}>{formatIsni(number ?? '')}</span>
    </Badge>
  );
}
