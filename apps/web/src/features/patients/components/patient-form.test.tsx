import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, patientRecord, renderRoutes, stubApi, type ApiCall } from '../test-support';
import { PatientForm } from './patient-form';

const routes = [
  { path: '/patient/new', element: <PatientForm /> },
  { path: '/patient/edit/p-7', element: <PatientForm patient={patientRecord({ id: 'p-7' })} /> },
  { path: '/patient/:id', element: <p>Page du patient</p> },
];

function tagsOr(call: ApiCall, answer: () => Response | Promise<Response>) {
  if (call.url.pathname === '/api/v1/tags') return json({ items: [] });
  return answer();
}

afterEach(() => vi.unstubAllGlobals());

function field(name: RegExp) {
  return screen.getByLabelText(name);
}

describe('PatientForm', () => {
  it('shows the generic validation texts under the fields and sends nothing', async () => {
    const calls = stubApi((call) => tagsOr(call, () => json(patientRecord(), 201)));
    const user = userEvent.setup();
    renderRoutes(routes, '/patient/new');

    await user.type(field(/^E-mail/), 'pas-une-adresse');
    await user.type(field(/^Téléphone/), 'abc');
    // Half a birth date: refused, never read as another day.
    await user.type(field(/^Date de naissance/), '12/04/85');
    await user.click(screen.getByRole('button', { name: 'Créer le patient' }));

    expect(field(/^Prénom/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(field(/^Nom/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Adresse e-mail invalide');
    expect(field(/^Téléphone/)).toHaveAccessibleDescription('Numéro de téléphone invalide');
    expect(field(/^Date de naissance/)).toHaveValue('12/04/85');
    expect(field(/^Date de naissance/)).toHaveAccessibleDescription('Date invalide');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps everything typed and says so in a destructive toast when the server fails', async () => {
    stubApi((call) =>
      tagsOr(call, () => json({ code: 'request.internal', status: 500, title: 'Erreur' }, 500)),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/patient/new');

    await user.type(field(/^Prénom/), 'Marie');
    await user.type(field(/^Nom/), 'Dupont');
    await user.type(field(/^E-mail/), 'marie@example.test');
    await user.type(field(/^Tags/), 'botox{Enter}');
    await user.selectOptions(field(/^Sexe/), 'female');
    await user.type(field(/^Commentaire/), 'Première visite');
    await user.click(screen.getByRole('button', { name: 'Créer le patient' }));

    expect(await screen.findByText('Erreur lors de la création du patient')).toBeInTheDocument();
    expect(field(/^Prénom/)).toHaveValue('Marie');
    expect(field(/^Nom/)).toHaveValue('Dupont');
    expect(field(/^E-mail/)).toHaveValue('marie@example.test');
    expect(field(/^Sexe/)).toHaveValue('female');
    expect(field(/^Commentaire/)).toHaveValue('Première visite');
    expect(screen.getByRole('button', { name: 'Retirer le tag botox' })).toBeInTheDocument();
    expect(screen.queryByText('Page du patient')).not.toBeInTheDocument();
  });

  it("shows the server's reason under its field", async () => {
    stubApi((call) =>
      tagsOr(call, () =>
        json(
          {
            code: 'request.validation_failed',
            status: 400,
            errors: [
              {
                in: 'body',
                path: '/telephone',
                message: 'validation.invalid_phone',
                rule: 'custom',
                code: 'validation.invalid_phone',
              },
            ],
          },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/patient/edit/p-7');

    await user.type(field(/^Téléphone/), '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(field(/^Téléphone/)).toHaveAccessibleDescription('Numéro de téléphone invalide'),
    );
    expect(await screen.findByText('Erreur lors de la mise à jour du patient')).toBeInTheDocument();
    expect(field(/^Téléphone/)).toHaveValue('06 12 34 56 78');
  });

  it('sends every field and opens the new record', async () => {
    const calls = stubApi((call) =>
      tagsOr(call, () => json(patientRecord({ id: 'p-new', ...(call.body as object) }), 201)),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/patient/new');

    await user.type(field(/^Prénom/), '  Marie ');
    await user.type(field(/^Nom/), 'Dupont');
    await user.type(field(/^Date de naissance/), '12/04/1985');
    await user.type(field(/^E-mail/), 'marie@example.test');
    await user.type(field(/^Téléphone/), '06 12 34 56 78');
    await user.type(field(/^Tags/), 'botox');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.selectOptions(field(/^Sexe/), 'female');
    await user.type(field(/^Adresse/), '1 rue de la Paix, Paris');
    await user.selectOptions(field(/^Côté affecté/), 'bilateral');
    await user.type(field(/^Commentaire/), 'Suivi');
    await user.click(screen.getByRole('button', { name: 'Créer le patient' }));

    expect(await screen.findByText('Page du patient')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      prenom: 'Marie',
      nom: 'Dupont',
      date_naissance: '1985-04-12',
      email: 'marie@example.test',
      telephone: '06 12 34 56 78',
      tags: ['botox'],
      sexe: 'female',
      adresse: '1 rue de la Paix, Paris',
      cote_affecte: 'bilateral',
      commentaire: 'Suivi',
    });
  });
});
