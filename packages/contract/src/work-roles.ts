import { z } from 'zod';

/**
 * The role a rights holder plays in a musical work, after CWR's writer and publisher
 * designation codes (CWR, the industry's work registration format): CA, C, A, AR, AD, TR for writers; E, SE, AM for publishers.
 * Kept apart from musical-works.ts because rights holders list their works by role too.
 */
export const workRoleValues = [
  'composer',
  'author',
  'composer_author',
  'arranger',
  'adapter',
  'translator',
  'original_publisher',
  'sub_publisher',
  'administrator',
] as const;
export const workRole = z.enum(workRoleValues, { message: 'Choose a role' });
export type WorkRole = z.infer<typeof workRole>;

export const workRoleLabels: Record<WorkRole, string> = {
  composer: 'Composer',
  author: 'Author',
  composer_author: 'Composer/Author',
  arranger: 'Arranger',
  adapter: 'Adapter',
  translator: 'Translator',
  original_publisher: 'Original publisher',
  sub_publisher: 'Sub-publisher',
  administrator: 'Administrator',
};

export const workRoleCwrCodes: Record<WorkRole, string> = {
  composer: 'C',
  author: 'A',
  composer_author: 'CA',
  arranger: 'AR',
  adapter: 'AD',
  translator: 'TR',
  original_publisher: 'E',
  sub_publisher: 'SE',
  administrator: 'AM',
};

/** The creators of the work itself: a work needs at least one of these to be registered. */
export const writerRoles: readonly WorkRole[] = ['composer', 'author', 'composer_author'];
/** Writers in the wider sense, who changed an existing work. */
export const modifyingWriterRoles: readonly WorkRole[] = ['arranger', 'adapter', 'translator'];
export const publisherRoles: readonly WorkRole[] = ['original_publisher', 'sub_publisher', 'administrator'];

export function isWriterRole(role: WorkRole): boolean {
  return writerRoles.includes(role);
}
export function isPublisherRole(role: WorkRole): boolean {
  return publisherRoles.includes(role);
}
