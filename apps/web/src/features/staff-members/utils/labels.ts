import type { RegisterAs } from '@repertoire/contract';

/** The two account kinds (register_as, docs/domain.md#members) in words. */
export const registerAsLabels: Record<RegisterAs, string> = { individual: 'Individual', corporate: 'Corporate' };
