/**
 * Distributions: royalties that broadcasters, digital services and other societies pay, read from their usage files
 * (usage-file/) to be matched to registered works and recordings and split among their shares.
 */
export {
  guessUsageColumnKey,
  parseAmount,
  usageRowChecker,
  USAGE_FILE_WORDING,
  type AmountReading,
  type UsageLine,
  type UsagePeriod,
  type UsageRowCheck,
} from './usage-file';
export { distributionsRoutes, statementsRoutes } from './distributions.routes';
