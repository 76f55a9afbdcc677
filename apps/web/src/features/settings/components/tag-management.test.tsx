import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TagManagement } from './tag-management';

const botox = {
  id: 'tag-1',
  kind: 'patient',
  name: 'Botox',
  color: null,
  count: 2,
};

describe('tag management', () => {
  it('saves a colour once, when the picker closes, not at every step of a drag', async () => {
    const patches: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/v1/tags/tag-1' && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return Response.json({ tag: { ...botox, color: '#00ff00' }, merged: false, updated: 0 });
      }
      if (path === '/api/v1/tags/usage') return Response.json({ items: [botox] });
      return Response.json({ items: [] });
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TagManagement />
      </QueryClientProvider>,
    );
    const well = await screen.findByLabelText('Couleur du tag Botox');

    // Dragging in the picker: one input event per step.
    for (const color of ['#ff0000', '#aa5500', '#00ff00']) {
      fireEvent.input(well, { target: { value: color } });
    }
    expect(well).toHaveValue('#00ff00');
    expect(patches).toEqual([]);

    // The picker closes on the last colour.
    fireEvent.change(well, { target: { value: '#00ff00' } });
    await vi.waitFor(() => expect(patches).toEqual([{ color: '#00ff00' }]));
  });
});
