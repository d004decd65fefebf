/**
 * Button props for a label that may be longer than a phone is wide (a party's name, a file's
 * format): it wraps onto a second line rather than being cut.
 */
export const wrappingLabel = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'left' } },
} as const;
