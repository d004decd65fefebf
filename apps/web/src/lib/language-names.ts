import { languageCodes } from '@repertoire/contract';

/** ISO 639-1 codes come from the contract; their names from the browser (Intl.DisplayNames), in English like the rest of the portal. */
const displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export type LanguageOption = { value: string; label: string };

let options: LanguageOption[] | null = null;

/** Every ISO 639-1 language as a select option, sorted by name. */
export function languageOptions(): LanguageOption[] {
  options ??= languageCodes
    .map((code) => ({ value: code, label: languageName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
