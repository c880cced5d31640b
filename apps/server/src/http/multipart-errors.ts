/**
 * Names the problem of an unreadable multipart body (busboy's and @fastify/multipart's errors
 * carry no HTTP status and would otherwise be a 500), or null for any other error.
 */
export function multipartProblem(error: Error & { code?: string }): string | null {
  const message = String(error.message ?? '');
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'body: the request is not multipart/form-data';
  if (/boundary not found/i.test(message)) return 'body: the multipart content type has no boundary';
  if (/unexpected end of (form|multipart)/i.test(message)) return 'body: the multipart body is cut short';
  if (/^(multipart|malformed part header|malformed urlencoded form)/i.test(message))
    return `body: the multipart body is malformed (${message})`;
  return null;
}
