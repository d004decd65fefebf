/**
 * A distribution's usage file: the lines of use a broadcaster, a digital service or another society reports and pays
 * for (CSV or XLSX, read by src/table-files), its headers guessed, each row checked and read as a UsageLine.
 */
export { guessUsageColumnKey } from './usage-headers';
export { parseAmount, type AmountReading } from './parse-amount';
export { usageRowChecker, type UsageLine, type UsagePeriod, type UsageRowCheck } from './check-usage-rows';
export { USAGE_FILE_WORDING } from './usage-file-wording';
