import type { RegisterAs } from '@repertoire/contract';

/** The two account kinds (spec §1 register_as) in words. */
export const registerAsLabels: Record<RegisterAs, string> = { individual: 'Individual', corporate: 'Corporate' };
