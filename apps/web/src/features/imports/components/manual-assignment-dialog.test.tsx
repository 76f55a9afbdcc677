import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { importPhoto, json, Providers } from './import-test-fixtures';
import { ManualAssignmentDialog } from './manual-assignment-dialog';

function patient(id: string, prenom: string, nom: string, date_naissance: string) {
  return {
    id,
    nom,
    prenom,
    date_naissance,
    email: '',
    telephone: '',
    tags: [],
    sexe: '',
    adresse: '',
    commentaire: '',
    cote_affecte: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    photo_count: 0,
    cover_photo_id: null,
  };
}

const patients = [
  patient('p-amy', 'Amy', 'Farrah Fowler', '1990-06-15'),
  patient('p-penny', 'Penny', 'Hofstadter', '1985-11-23'),
  patient('p-unborn', 'Léo', 'Futur', '2099-01-01'),
];

/** The server's search: case-insensitive on first name, last name, or both in either order. */
function serve() {
  const searches: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    searches.push(search);
    const items = patients.filter((one) =>
      [`${one.prenom} ${one.nom}`, `${one.nom} ${one.prenom}`].some((name) =>
        name.toLowerCase().includes(search),
      ),
    );
    return json({ items, nextCursor: null, total: items.length });
  });
  return searches;
}

describe('ManualAssignmentDialog', () => {
  it('searches patients, shows their ages in 365.25-day years and assigns on a click', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 12));
    const searches = serve();
    const user = userEvent.setup();
    const onAssign = vi.fn();
    const onCancel = vi.fn();
    render(
      <Providers>
        <ManualAssignmentDialog
          photos={[importPhoto('a'), importPhoto('b')]}
          onAssign={onAssign}
          onCancel={onCancel}
        />
      </Providers>,
    );
    const dialog = screen.getByTestId('manual-assignment-dialog');
    expect(within(dialog).getByText('2 photos à assigner')).toBeInTheDocument();
    const results = await within(dialog).findByTestId('assign-patient-results');
    const amy = within(results).getByRole('button', { name: /Amy Farrah Fowler/ });
    expect(amy).toHaveTextContent('36 ans');
    // The day before her 41st birthday.
    expect(within(results).getByRole('button', { name: /Penny Hofstadter/ })).toHaveTextContent(
      '40 ans',
    );
    // A birth date in the future has no age.
    expect(within(results).getByRole('button', { name: /Léo Futur/ })).not.toHaveTextContent('ans');

    const input = within(dialog).getByPlaceholderText('Rechercher un patient...');
    await user.type(input, 'HOFSTADTER penny');
    await waitFor(() => expect(searches).toContain('hofstadter penny'));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Amy/ })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: /Penny Hofstadter/ }));
    expect(onAssign).toHaveBeenCalledWith('p-penny');

    await user.clear(input);
    await user.type(input, 'personne');
    expect(await within(dialog).findByText('Aucun patient trouvé')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the first 6 thumbnails, then +N', () => {
    serve();
    render(
      <Providers>
        <ManualAssignmentDialog
          photos={Array.from({ length: 9 }, (_, index) => importPhoto(`p${index}`))}
          onAssign={vi.fn()}
          onCancel={vi.fn()}
        />
      </Providers>,
    );
    const thumbnails = screen.getByTestId('assign-thumbnails');
    expect(within(thumbnails).getAllByRole('img')).toHaveLength(6);
    expect(within(thumbnails).getByTestId('assign-more')).toHaveTextContent('+3');
  });

  it('shows no +N with 6 photos or fewer', () => {
    serve();
    render(
      <Providers>
        <ManualAssignmentDialog
          photos={Array.from({ length: 6 }, (_, index) => importPhoto(`p${index}`))}
          onAssign={vi.fn()}
          onCancel={vi.fn()}
        />
      </Providers>,
    );
    expect(within(screen.getByTestId('assign-thumbnails')).getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByTestId('assign-more')).toBeNull();
  });
});
