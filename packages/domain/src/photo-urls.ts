// Kept apart from media-record's schemas: the first screens draw thumbnails without loading zod
// (decision 0071).

/** Same-origin file addresses of a photo. `download` adds the generated display file name. */
export const photoFileUrls = {
  original: (id: string) => `/api/v1/photos/${id}/file`,
  download: (id: string) => `/api/v1/photos/${id}/file?download=1`,
  thumbnail: (id: string) => `/api/v1/photos/${id}/thumbnail`,
  preview: (id: string) => `/api/v1/photos/${id}/preview`,
} as const;
