/**
 * Route option for large answers built field by field by a service mapper (an import session's
 * 999 photos, a page of 100 photos): they are written with JSON.stringify instead of being
 * validated again by the response schema, which cost as much as the rest of the request. The
 * schema still documents the route, and the tests parse every such answer with it.
 */
export const trustedResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
