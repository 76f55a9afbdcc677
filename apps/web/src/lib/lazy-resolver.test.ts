import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ email: z.email('errors:validation.invalid_email') });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('validates with the loaded resolver, asking the loader at each validation', async () => {
    const load = vi.fn(async (): Promise<Resolver<Values>> => zodResolver(schema));
    const { resolver, preload } = lazyResolver(load);
    preload();
    const refused = await resolver({ email: 'camille' }, undefined, options);
    expect(refused.errors.email?.message).toBe('errors:validation.invalid_email');
    const accepted = await resolver({ email: 'c@cabinet.fr' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'c@cabinet.fr' }, errors: {} });
    // Each call asks the loader again: a dynamic import() answers from the module it holds.
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('lets the values through to the server when the code cannot load', async () => {
    const { resolver, preload } = lazyResolver<Values>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(() => preload()).not.toThrow();
    const result = await resolver({ email: 'camille' }, undefined, options);
    expect(result).toEqual({ values: { email: 'camille' }, errors: {} });
  });
});
