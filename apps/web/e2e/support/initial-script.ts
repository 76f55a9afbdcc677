import { request } from 'node:http';

/** The raw bytes of a GET with this Accept-Encoding (Node's http never decodes them). */
export function rawGet(
  url: string,
  encoding: string,
  accept = '*/*',
): Promise<{ status: number; encoding: string | undefined; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': encoding, accept };
    const call = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          bytes: body.length,
          body,
        });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The scripts index.html loads before anything else: its module entry and modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const tags = indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));
}
