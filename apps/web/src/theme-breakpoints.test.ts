import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDE_LAYOUT_MIN_WIDTH_PX } from '@photodossier/domain/layout';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest does not give a stylesheet's text through an import, even with ?raw.
const css = readFileSync(path.resolve(__dirname, 'index.css'), 'utf8');

describe('the theme breakpoints (spec 02 §2.4, §9)', () => {
  it('`wide:` switches at the spec wide layout, the domain WIDE_LAYOUT_MIN_WIDTH_PX', () => {
    const declared = /--breakpoint-wide:\s*(\d+)px\s*;/.exec(css);
    expect(declared?.[1]).toBeDefined();
    expect(Number(declared?.[1])).toBe(WIDE_LAYOUT_MIN_WIDTH_PX);
  });
});
