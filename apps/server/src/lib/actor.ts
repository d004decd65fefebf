import type { UserRole } from '@repertoire/contract';

/** Who acts in a service call: a member, or society staff; the name is what audit trails record. */
export type Actor = { id: string; role: UserRole; name: string };
