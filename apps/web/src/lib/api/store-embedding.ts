import type { FaceEmbeddingRecord, StoreEmbeddingBody } from '@photodossier/domain/face-record';
import { apiRequest } from '@/lib/api-client';

/** Stores the embedding of a photo's face; the server keeps one per photo. */
export function storeEmbedding(body: StoreEmbeddingBody): Promise<FaceEmbeddingRecord> {
  return apiRequest<FaceEmbeddingRecord>('/api/v1/faces/embeddings', {
    method: 'POST',
    json: body,
  });
}
