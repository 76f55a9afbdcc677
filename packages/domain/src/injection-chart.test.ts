import { describe, expect, it } from 'vitest';
import { PRODUCT_COLOURS, productColours } from './injection-chart';

const points = (...names: string[]) => names.map((product_name) => ({ product_name }));

describe('productColours', () => {
  it('gives each product of a session one colour, by order of first use', () => {
    const colours = productColours(points('Botox', 'Juvéderm', 'Botox', 'Azzalure'));
    expect([...colours]).toEqual([
      ['Botox', PRODUCT_COLOURS[0]],
      ['Juvéderm', PRODUCT_COLOURS[1]],
      ['Azzalure', PRODUCT_COLOURS[2]],
    ]);
  });

  it('starts the palette again past its last colour', () => {
    const names = Array.from({ length: PRODUCT_COLOURS.length + 1 }, (_, index) => `P${index}`);
    expect(productColours(points(...names)).get(`P${PRODUCT_COLOURS.length}`)).toBe(
      PRODUCT_COLOURS[0],
    );
  });
});
