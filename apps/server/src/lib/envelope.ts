import type { PageMeta } from '@repertoire/contract';

/**
 * The success envelope of every answer (docs/architecture.md#envelope-and-errors): the payload in `data.data`,
 * a list's figures in `data.meta`. Routes build it here and nowhere else.
 */
export function envelope<T>(message: string, data: T): { message: string; data: { data: T } } {
  return { message, data: { data } };
}

export function pageEnvelope<T, Meta extends PageMeta = PageMeta>(message: string, page: { items: T[]; meta: Meta }): { message: string; data: { data: T[]; meta: Meta } } {
  return { message, data: { data: page.items, meta: page.meta } };
}

/** Answers that carry nothing but their message (a deletion). */
export function messageEnvelope(message: string): { message: string; data: { data: null } } {
  return envelope(message, null);
}
