import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '@/lib/date-display';
import { JournalDayFilter } from './journal-day-filter';

function renderFilter() {
  const onDayChange = vi.fn();
  render(
    <DateFormatProvider dateFormat={undefined}>
      <JournalDayFilter label="Du" onDayChange={onDayChange} />
      <button type="button">Ailleurs</button>
    </DateFormatProvider>,
  );
  return { onDayChange, field: screen.getByRole('textbox', { name: 'Du' }) };
}

describe('JournalDayFilter', () => {
  it('filters from a whole day typed in the reader format', async () => {
    const user = userEvent.setup();
    const { onDayChange, field } = renderFilter();
    await user.type(field, '15032026');
    expect(field).toHaveValue('15/03/2026');
    expect(onDayChange).toHaveBeenLastCalledWith('2026-03-15');
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(field).toHaveValue('15/03/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a date not yet whole when left, says it is invalid and filters on no day', async () => {
    const user = userEvent.setup();
    const { onDayChange, field } = renderFilter();
    await user.type(field, '1503');
    expect(onDayChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(field).toHaveValue('15/03/');
    expect(screen.getByRole('alert')).toHaveTextContent('Date invalide');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Date invalide');

    await user.type(field, '2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDayChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('clears the filter when the field is emptied, without an error', async () => {
    const user = userEvent.setup();
    const { onDayChange, field } = renderFilter();
    await user.type(field, '15032026');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(onDayChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
