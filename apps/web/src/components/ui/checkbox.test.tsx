import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

function Labelled() {
  const [checked, setChecked] = useState(false);
  return (
    <label>
      <Checkbox checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
      Inclure les empreintes
    </label>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, which toggles it like the box itself', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const box = screen.getByRole('checkbox', { name: 'Inclure les empreintes' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Inclure les empreintes'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });
});

const srcRoot = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    if (!entry.name.endsWith('.tsx') || entry.name.endsWith('.test.tsx')) return [];
    return [path];
  });
}

describe('checkboxes of the app', () => {
  /*
   * The browser draws a native checkbox itself, out of both themes' palettes (a white box on the
   * dark cards). A native one is kept only visually hidden, under a mark the tile draws itself
   * (gallery and storage tiles), where the input is the accessible control and nothing else.
   */
  it('are the themed Checkbox, or a native one that is visually hidden', () => {
    const visible: string[] = [];
    let hidden = 0;
    for (const file of sourceFiles(srcRoot)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /<input\b(?:(?!\/>).)*?type="checkbox"(?:(?!\/>).)*\/>/gs,
      )) {
        if (/className="[^"]*\bsr-only\b/.test(match[0])) hidden += 1;
        else visible.push(relative(srcRoot, file));
      }
    }
    expect(visible).toEqual([]);
    // The gallery's and the storage manager's tiles: the scan does see the inputs it lets pass.
    expect(hidden).toBe(2);
  });
});
