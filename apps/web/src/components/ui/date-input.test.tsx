import type { DateFormat } from '@photodossier/domain/app-preferences';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateFormatProvider } from '@/lib/date-display';
import { DateInput } from './date-input';

/** A field whose form keeps only whole days, as the dictation and report forms do. */
function DayField({ initial, dateFormat }: { initial: string; dateFormat?: DateFormat }) {
  const [day, setDay] = useState(initial);
  return (
    <DateFormatProvider dateFormat={dateFormat}>
      <label>
        Date de naissance
        <DateInput
          value={day}
          onValueChange={(value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && setDay(value)}
        />
      </label>
      <output>{day}</output>
      <button type="button" onClick={() => setDay('2026-11-30')}>
        Aujourd’hui
      </button>
    </DateFormatProvider>
  );
}

describe('DateInput', () => {
  it('shows and reads the day in the reader format, whatever the browser language', async () => {
    const user = userEvent.setup();
    render(<DayField initial="1985-06-01" />);
    const field = screen.getByRole('textbox', { name: 'Date de naissance' });
    expect(field).toHaveValue('01/06/1985');
    expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.clear(field);
    await user.type(field, '02071986');
    expect(field).toHaveValue('02/07/1986');
    expect(screen.getByRole('status')).toHaveTextContent('1986-07-02');
  });

  it('follows the month-first setting', async () => {
    const user = userEvent.setup();
    render(<DayField initial="1985-06-01" dateFormat="MM/DD/YYYY" />);
    const field = screen.getByRole('textbox', { name: 'Date de naissance' });
    expect(field).toHaveValue('06/01/1985');
    expect(field).toHaveAttribute('placeholder', 'mm/jj/aaaa');
    await user.clear(field);
    await user.type(field, '07021986');
    expect(screen.getByRole('status')).toHaveTextContent('1986-07-02');
  });

  it('shows again the day its form kept when the text left is no date', async () => {
    const user = userEvent.setup();
    render(<DayField initial="1985-06-01" />);
    const field = screen.getByRole('textbox', { name: 'Date de naissance' });
    await user.clear(field);
    await user.type(field, '0207');
    expect(field).toHaveValue('02/07/');
    await user.tab();
    expect(field).toHaveValue('01/06/1985');
    expect(screen.getByRole('status')).toHaveTextContent('1985-06-01');
  });

  it('takes a pasted "1985-06-01" and a day set by its form', async () => {
    const user = userEvent.setup();
    render(<DayField initial="" />);
    const field = screen.getByRole('textbox', { name: 'Date de naissance' });
    await user.click(field);
    await user.paste('1990-12-24');
    expect(field).toHaveValue('24/12/1990');
    expect(screen.getByRole('status')).toHaveTextContent('1990-12-24');
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(field).toHaveValue('30/11/2026');
  });
});
