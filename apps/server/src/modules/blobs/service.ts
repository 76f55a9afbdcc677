import { AppError } from '../../platform/http/problem';
import { parseRangeHeader } from '../../platform/http/range';
import type { BlobContent, BlobStore } from '../../platform/blobs/blob-store';
import { validateBlobKey } from '../../platform/blobs/keys';
import type { BlobUrlSigner } from '../../platform/blobs/url-signer';

export type SignedBlobResult =
  | { readonly kind: 'content'; readonly content: BlobContent; readonly expires: number }
  | { readonly kind: 'unsatisfiable'; readonly size: number };

/** Serves local-disk blobs to holders of a link signed by BlobUrlSigner. */
export class SignedBlobService {
  constructor(
    private readonly store: BlobStore,
    private readonly signer: BlobUrlSigner,
  ) {}

  async open(
    key: string,
    expires: number,
    signature: string,
    rangeHeader: string | undefined,
  ): Promise<SignedBlobResult> {
    // A bad link answers like a missing file: a link is a capability, and an invalid one
    // must not reveal whether the file exists.
    const check = this.signer.check(key, expires, signature);
    if (check !== 'valid') {
      throw new AppError('request.not_found', 404, {
        detail: check === 'expired' ? 'This link has expired' : 'This link is not valid',
      });
    }
    try {
      validateBlobKey(key);
    } catch {
      throw new AppError('request.not_found', 404);
    }
    const meta = await this.store.head(key);
    if (meta === null) throw new AppError('request.not_found', 404);
    const range = parseRangeHeader(rangeHeader, meta.size);
    if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: meta.size };
    const content = await this.store.get(
      key,
      range.kind === 'range' ? { range: { start: range.start, end: range.end } } : {},
    );
    if (content === null) throw new AppError('request.not_found', 404);
    return { kind: 'content', content, expires };
  }
}
