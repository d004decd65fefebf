import type { CwrExport } from '@repertoire/contract';

/** How often an export still being written is asked for, should the notification stream be away. */
export const UNDER_WAY_POLL_MS = 5_000;

/** Created and not written to the end yet: its state and works written still move. */
export const isUnderWay = (cwrExport: Pick<CwrExport, 'state'>) => cwrExport.state === 'queued' || cwrExport.state === 'writing';
