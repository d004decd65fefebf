/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipart(content: Buffer, filename: string, type: string, auth: { authorization: string } | Record<string, never>) {
  const boundary = '----repertoire-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
