import { Badge, Loader } from '@mantine/core';
import { formatIsni, isPendingIsni } from '@repertoire/contract';
import { useIsPhone } from '../../../components/ui/use-is-phone';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useUserIsni } from '../api/get-user-isni';
import classes from './isni-badge.module.css';

// What the badge's two exceptional states mean, as the browser's own tooltip (and, for the
// button, its accessible description): the header of every member page then loads no
// positioning library (floating-ui, 15 kB) for a badge that is usually a plain number.
const UNAVAILABLE_HINT = 'Your ISNI could not be loaded. Click to try again.';
const PENDING_HINT = 'The society has not assigned your ISNI yet';

/**
 * Header badge with the member's ISNI (docs/architecture.md#header): loading, error, the number in its
 * display form, or "pending" while the society has not assigned one (missing or all zeros).
 */
export function IsniBadge() {
  const isni = useUserIsni();
  const isPhone = useIsPhone();
  const { timedOut, retry } = useQueryTimeout(isni);

  // An error, or no answer within 120 s: the error state, which asks again when clicked.
  if (isni.isError || timedOut) {
    return (
      <Badge
        component="button"
        type="button"
        onClick={retry}
        variant="light"
        color="red"
        size="lg"
        aria-label="ISNI unavailable"
        title={UNAVAILABLE_HINT}
        style={{ cursor: 'pointer' }}
      >
        ISNI unavailable
      </Badge>
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
      <Badge variant="light" color="yellow" size="lg" aria-label="ISNI pending" title={PENDING_HINT}>
        ISNI pending
      </Badge>
    );
  }

  // On a phone the header leaves the badge some 190 px: in the smaller size "ISNI" and the number
  // fit on one line. A narrower screen puts the number under "ISNI", whole, rather than cut short.
  return (
    <Badge variant="light" color="blue" size={isPhone ? 'sm' : 'lg'} h="auto" py={2} tt="none" classNames={{ label: classes.label }}>
      ISNI <span className={classes.number}>{formatIsni(number ?? '')}</span>
    </Badge>
  );
}
