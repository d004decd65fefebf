/** The browser's IANA time zone: the one in which the screens show dates (formatDate). */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Date filters read as the days the member sees: the query gains the member's time zone when it has dates. */
export function withMemberTimeZone<T extends { from?: string; to?: string }>(query: T): T & { tz?: string } {
  return query.from || query.to ? { ...query, tz: memberTimeZone() } : query;
}
