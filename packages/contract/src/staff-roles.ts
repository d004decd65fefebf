import { z } from 'zod';
import { staffRoleValues } from './staff-role-values';

export * from './staff-role-values';

export const staffRole = z.enum(staffRoleValues, { message: `Choose among the staff roles: ${staffRoleValues.join(', ')}` });

/** The roles given to an account: at least one, each once, in the order of `staffRoleValues`. */
export const staffRoleSet = z
  .array(staffRole, { message: 'Choose the staff roles' })
  .min(1, { message: 'Choose at least one role' })
  .transform((roles) => staffRoleValues.filter((role) => roles.includes(role)));
