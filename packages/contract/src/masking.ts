/**
 * docs/architecture.md#constants: masking hides the last 5 characters of a value. The API masks bank account numbers
 * and IBANs before they leave it (docs/domain.md#bank-details); the web app masks with the same rule.
 */
export const MASK_LENGTH = 5;
export const MASK_CHARACTER = '*';

/** The value with its last `hidden` characters replaced by the mask character; a value that short is hidden whole. */
export function maskValue(value: string, hidden = MASK_LENGTH): string {
  if (!value) return value;
  const visible = Math.max(0, value.length - hidden);
  return value.slice(0, visible) + MASK_CHARACTER.repeat(value.length - visible);
}
