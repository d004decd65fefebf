import { endpoints, errorBody, messageOnly, type Endpoint } from '@repertoire/contract';
import { z } from 'zod';

/**
 * What the API answers, endpoint by endpoint, in the contract's own schemas: the test stub
 * (api-stub.ts) checks every body it serves against them, so that a stub cannot drift from
 * the API. Paths are those after /api/v1, `:name` standing for one path segment.
 */

/** A download that is not JSON: the body is sent as it is, as text. */
const csvFile = z.string();

/** What the API answers, by "METHOD /path": the contract's endpoint table. */
export const responseSchemas: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  Object.values(endpoints as Record<string, Endpoint>).map((endpoint) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint.kind === 'download' ? csvFile : (endpoint.answer ?? messageOnly),
  ]),
);

/** Every refusal (4xx) and failure (5xx) of the API has this body. */
export const errorResponseSchema = errorBody;

/** Whether a body is served as text rather than JSON. */
export const isTextResponse = (schema: z.ZodType): boolean => schema === csvFile;

/**
 * The endpoint a call reaches, as the table above names it ("GET /musical-works/:id"), or
 * null. A path named to the letter wins over a pattern (GET /musical-works/search is not
 * GET /musical-works/:id).
 */
export function endpointOf(method: string, path: string): string | null {
  const exact = `${method} ${path}`;
  if (exact in responseSchemas) return exact;
  const segments = path.split('/');
  const matches = Object.keys(responseSchemas).filter((endpoint) => {
    const [endpointMethod, pattern = ''] = endpoint.split(' ');
    const patternSegments = pattern.split('/');
    return (
      endpointMethod === method &&
      patternSegments.length === segments.length &&
      patternSegments.every((segment, i) => segment.startsWith(':') ? Boolean(segments[i]) : segment === segments[i])
    );
  });
  // Fewest placeholders first: the most literal pattern is the endpoint meant.
  const placeholders = (endpoint: string) => endpoint.split('/').filter((segment) => segment.startsWith(':')).length;
  return matches.sort((a, b) => placeholders(a) - placeholders(b))[0] ?? null;
}
