import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The browser draws a native checkbox or radio itself, out of both themes' palettes (a white box
 * or disc on the dark cards): the app's are `Checkbox` and `RadioGroup`. A native one is kept
 * only visually hidden, under a mark a tile draws itself (gallery and storage tiles, the patient
 * picker), where the input is the accessible control and nothing else.
 */

const srcRoot = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    if (!entry.name.endsWith('.tsx') || entry.name.endsWith('.test.tsx')) return [];
    return [path];
  });
}

/** The files with a visible native input of this type, and how many hidden ones the scan saw. */
function nativeInputs(type: 'checkbox' | 'radio') {
  const visible: string[] = [];
  let hidden = 0;
  const input = new RegExp(`<input\\b(?:(?!\\/>).)*?type="${type}"(?:(?!\\/>).)*\\/>`, 'gs');
  for (const file of sourceFiles(srcRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(input)) {
      if (/className="[^"]*\bsr-only\b/.test(match[0])) hidden += 1;
      else visible.push(relative(srcRoot, file));
    }
  }
  return { visible, hidden };
}

describe('checkboxes and radios of the app', () => {
  it('are the themed Checkbox, or a native one that is visually hidden', () => {
    const { visible, hidden } = nativeInputs('checkbox');
    expect(visible).toEqual([]);
    // The scan does see the inputs it lets pass.
    expect(hidden).toBeGreaterThan(0);
  });

  it('are the themed RadioGroup, or a native one that is visually hidden', () => {
    const { visible, hidden } = nativeInputs('radio');
    expect(visible).toEqual([]);
    expect(hidden).toBeGreaterThan(0);
  });
});
