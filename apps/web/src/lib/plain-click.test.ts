import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = (init: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  ...init,
});

describe('plain clicks', () => {
  it('follows a click of the main button', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('leaves new-tab and new-window clicks to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainClick(click({ [key]: true }))).toBe(false);
    }
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
  });

  it('leaves a click another handler already took', () => {
    expect(isPlainClick(click({ defaultPrevented: true }))).toBe(false);
  });
});
