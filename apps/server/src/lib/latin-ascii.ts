/** Latin letters that are not a base letter with an accent, so that dropping accents leaves them: as ICAO's passports spell them. */
const latinLetters: Readonly<Record<string, string>> = {
  Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Å: 'A', å: 'a', Ð: 'D', ð: 'd', Đ: 'D', đ: 'd', Þ: 'TH', þ: 'th', ß: 'ss', Ł: 'L', ł: 'l',
  Œ: 'OE', œ: 'oe', Ħ: 'H', ħ: 'h', ı: 'i', Ŋ: 'NG', ŋ: 'ng', '‘': "'", '’': "'", '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '…': '...',
};
const LATIN_LETTER = new RegExp(`[${Object.keys(latinLetters).join('')}]`, 'g');

/**
 * Text in plain Latin letters, where a Latin spelling exists, for files that carry only those (CWR 2.x, SEPA payments):
 * accents dropped ("Beyoncé" → "Beyonce"), Latin letters of their own spelt out ("Søren Łukasz" → "Soren Lukasz"),
 * typographic quotes and dashes made plain. Other scripts are left as they are, for the caller to refuse or replace.
 */
export function latinAscii(text: string): string {
  return text
    .replace(LATIN_LETTER, (letter) => latinLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
