import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN, type TestAccount } from './accounts';

/** tus Upload-Metadata: "key base64value,…", a key alone for an empty value. */
export function tusMetadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => (value === '' ? key : `${key} ${Buffer.from(value).toString('base64')}`))
    .join(',');
}

/**
 * A whole upload through the real tus routes: creation, then every byte in one PATCH. The
 * creation's response when it is refused, else the finishing PATCH's.
 */
export async function tusUpload(
  app: FastifyInstance,
  account: TestAccount,
  body: Buffer,
  metadata: Record<string, string>,
) {
  const headers = { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0' };
  const created = await app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: {
      ...headers,
      'upload-length': String(body.length),
      'upload-metadata': tusMetadataHeader(metadata),
    },
  });
  if (created.statusCode !== 201) return created;
  return app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
}
