/**
 * How a kind's fields are named in requests: for each field, the request key that sets it. A key
 * fits a field only when every value a request may send there (but `undefined`) is one the field takes.
 */
export type RequestFieldNames<Fields, Request> = {
  [F in keyof Fields]: { [K in keyof Request]-?: Exclude<Request[K], undefined> extends Fields[F] ? K : never }[keyof Request];
};

/** `stored` with what the request sends: a key the request leaves out (`undefined`) keeps the stored value. */
export function withSentFields<Fields extends object, Request extends object>(
  stored: Fields,
  request: Request,
  names: RequestFieldNames<Fields, Request>,
): Fields {
  const fields = { ...stored };
  for (const field of Object.keys(names) as (keyof Fields)[]) {
    const value = request[names[field]];
    // RequestFieldNames admits a key only when its values fit the field.
    if (value !== undefined) fields[field] = value as Fields[typeof field];
  }
  return fields;
}
