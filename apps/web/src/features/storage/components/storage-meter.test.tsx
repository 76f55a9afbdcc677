import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { StorageMeter } from './storage-meter';

const GB = 1024 ** 3;

describe('StorageMeter', () => {
  it.each([
    [0, 'green', 'bg-emerald-500'],
    [3.5 * GB, 'yellow', 'bg-yellow-400'],
    [4.25 * GB, 'orange', 'bg-orange-500'],
    [4.75 * GB, 'red', 'bg-red-500'],
    [6 * GB, 'critical', 'bg-red-700'],
  ])('colours %s bytes of 5 GB as %s', (used, tier, colour) => {
    render(<StorageMeter usedBytes={used} totalBytes={5 * GB} />);
    const meter = screen.getByTestId('storage-meter');
    expect(meter).toHaveAttribute('data-tier', tier);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveClass(colour);
  });

  it('shows usage in base-1024 units and announces the percentage', () => {
    render(<StorageMeter usedBytes={1.5 * GB} totalBytes={5 * GB} />);
    expect(screen.getByText('1,5 Go / 5 Go')).toBeInTheDocument();
    expect(screen.getByText(/30\s% utilisé/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Espace de stockage utilisé' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
  });

  it("writes the Pro plan's storage as 1 To, as its plan card does", () => {
    render(<StorageMeter usedBytes={300 * GB} totalBytes={1024 * GB} />);
    expect(screen.getByText('300 Go / 1 To')).toBeInTheDocument();
  });

  it('uses the English decimal point in English', async () => {
    await i18n.changeLanguage('en');
    render(<StorageMeter usedBytes={1.5 * GB} totalBytes={5 * GB} />);
    expect(screen.getByText('1.5 GB / 5 GB')).toBeInTheDocument();
  });

  it('draws an overfull bar at 100% width', () => {
    render(<StorageMeter usedBytes={12 * GB} totalBytes={5 * GB} />);
    const indicator = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(indicator.style.width).toBe('100%');
  });
});
