import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Trigger() {
  const [mode, setMode] = useState('manual');
  return (
    <>
      <span id="trigger">Déclenchement</span>
      <RadioGroup aria-labelledby="trigger" value={mode} onValueChange={setMode}>
        <label>
          <RadioGroupItem value="manual" />
          Manuel
        </label>
        <label>
          <RadioGroupItem value="automatic" />
          Automatique après chaque import
        </label>
        <label>
          <RadioGroupItem value="never" disabled />
          Jamais
        </label>
      </RadioGroup>
      <output>{mode}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios, chosen by a click on the radio or its label', async () => {
    const user = userEvent.setup();
    render(<Trigger />);
    expect(screen.getByRole('radiogroup', { name: 'Déclenchement' })).toBeInTheDocument();
    const manual = screen.getByRole('radio', { name: 'Manuel' });
    const automatic = screen.getByRole('radio', { name: 'Automatique après chaque import' });
    expect(manual).toBeChecked();

    await user.click(screen.getByText('Automatique après chaque import'));
    expect(automatic).toBeChecked();
    expect(manual).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('automatic');

    await user.click(manual);
    expect(manual).toBeChecked();
    // A disabled choice is skipped and cannot be taken.
    await user.click(screen.getByText('Jamais'));
    expect(screen.getByRole('status')).toHaveTextContent('manual');
  });
});
