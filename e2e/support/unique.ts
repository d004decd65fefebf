/** A suffix no earlier test has used, so each test finds its own records among everyone's. */
function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${uniqueSuffix().toLowerCase()}@example.com`;
}

export function uniqueTitle(base: string): string {
  return `${base} ${uniqueSuffix()}`;
}
