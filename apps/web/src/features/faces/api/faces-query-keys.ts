/** Rooted at 'faces' so the live topic faces.changed refreshes every face query. */
export const facesQueryKey = ['faces'] as const;
