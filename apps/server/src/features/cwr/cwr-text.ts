/**
 * Free text made fit for a CWR 2.x field: typographic quotes and dashes become plain ones, accents go, anything else
 * outside printable ASCII becomes "?", and it is cut to the field's size (the writer refuses what does not fit).
 */
export function cwrAscii(text: string, size: number): string {
  return text
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '?')
    .slice(0, size)
    .trimEnd();
}
