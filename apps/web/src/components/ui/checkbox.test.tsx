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
