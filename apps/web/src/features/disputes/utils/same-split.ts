import type { WorkShare } from '@repertoire/contract';

const lineKeys = (shares: readonly WorkShare[]) =>
  shares.map((share) => `${share.rights_holder.id}:${share.role}:${share.performance_share}:${share.mechanical_share}`).sort();

/** Whether two positions are the same split of the work, line for line (whatever their order). */
export function isSameSplit(a: readonly WorkShare[], b: readonly WorkShare[]): boolean {
  const [left, right] = [lineKeys(a), lineKeys(b)];
  return left.length === right.length && left.every((key, index) => key === right[index]);
}
