import type { Config } from '../../config/types';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { BlobUrlSigner, loadOrCreateSigningSecret } from './url-signer';

export interface BlobPlatform {
  readonly store: BlobStore;
  /** Only the local store serves its own signed links; S3 links go straight to the bucket. */
  readonly urlSigner: BlobUrlSigner | null;
}

export async function createBlobPlatform(config: Config): Promise<BlobPlatform> {
  if (config.blobs.driver === 's3') {
    // The AWS SDK is loaded only by installations that use S3.
    const { createS3Client, S3BlobStore } = await import('./s3-blob-store');
    return {
      store: new S3BlobStore(createS3Client(config.blobs), config.blobs.bucket),
      urlSigner: null,
    };
  }
  const secret = await loadOrCreateSigningSecret(config.blobSigningSecret, config.dataDir);
  const urlSigner = new BlobUrlSigner(secret, config.publicUrl);
  return { store: new LocalBlobStore(config.blobs.root, urlSigner), urlSigner };
}
