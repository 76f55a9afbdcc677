/** A refusal as the server sends it (problem+json), for tests of what a page does on failure. */
export function problemResponse(status = 500, code = 'request.internal'): Response {
  return new Response(JSON.stringify({ code, status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
