import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code loads on the form's first validation, for the forms of a first
 * screen (decision 0066): zod and the schema stay out of the page's own load. `preload` starts
 * the load early, when the user reaches the form.
 *
 * If the code cannot load (offline, or a newer version replaced it), the values go to the
 * server unchecked: it validates them with the same rules and its errors are shown, so what
 * was typed is never held back by a missing file.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): { resolver: Resolver<Values>; preload: () => void } {
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Values>;
      try {
        resolve = await load();
      } catch {
        return { values, errors: {} };
      }
      return resolve(values, context, options);
    },
    preload: () => {
      load().catch(() => {});
    },
  };
}
