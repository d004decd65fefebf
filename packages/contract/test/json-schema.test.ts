import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index';

/**
 * The server generates its OpenAPI document from these schemas: requests must render as
 * JSON Schema in input mode, responses (which the server serialises) in output mode.
 */
const schemas: [string, z.ZodType][] = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : [],
);
const responses = schemas.filter(([name]) => /(Response|List)$/.test(name));

describe('JSON Schema for the OpenAPI document', () => {
  it.each(schemas.map(([name, schema]) => [name, schema] as const))('renders %s as a request', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it('finds the response envelopes', () => {
    expect(responses.map(([name]) => name)).toEqual(
      expect.arrayContaining(['musicalWorkResponse', 'soundRecordingLogList', 'rightsHolderDetailsResponse']),
    );
  });

  it.each(responses.map(([name, schema]) => [name, schema] as const))('renders %s as a response', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
