import type { PlanId } from '@photodossier/domain/plans';
import type { StorageBucket, StorageStats } from '@photodossier/domain/storage-stats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { closeStorageManager, openStorageFull, useStorageDialogs } from '@/lib/storage-dialogs';
import { StorageFullDialog, StorageFullDialogHost } from './storage-full-dialog';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

const QUOTA_OF: Record<PlanId, number> = {
  decouverte: 500 * MB,
  essentiel: 200 * GB,
  pro: 1024 * GB,
};

function bucket(count: number, size: number): StorageBucket {
  return { count, size };
}

function statsFor(
  planId: PlanId,
  usedBytes: number,
  extra: { videos?: number; trash?: number; dictations?: number } = {},
): StorageStats {
  const videos = extra.videos ?? 0;
  const trash = extra.trash ?? 0;
  return {
    used_bytes: usedBytes,
    total_bytes: QUOTA_OF[planId],
    quota_bytes: QUOTA_OF[planId],
    used_gb: usedBytes / GB,
    total_gb: QUOTA_OF[planId] / GB,
    plan_id: planId,
    breakdown: {
      photos: bucket(12 + videos, usedBytes),
      images: bucket(12, usedBytes - videos * MB - trash * MB),
      videos: bucket(videos, videos * MB),
      patients: bucket(3, usedBytes),
      trash: bucket(trash, trash * MB),
      trash_images: bucket(trash, trash * MB),
      trash_videos: bucket(0, 0),
      annotations: bucket(2, 3 * 1024),
      drive: bucket(0, 0),
      dictations: bucket(extra.dictations ?? 0, (extra.dictations ?? 0) * MB),
    },
    formatted: {
      used: '',
      total: '',
      percentage: 0,
      imagesCount: 12,
      totalImagesSize: '',
      videosCount: videos,
      totalVideosSize: '',
      patientsCount: 3,
      totalPatientsSize: '',
      trashPhotosCount: trash,
      totalTrashSize: '',
    },
    computed_at: '2026-01-01T00:00:00.000Z',
    degraded: false,
  };
}

function serveStats(stats: StorageStats) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/v1/storage/stats');
    return new Response(JSON.stringify(stats), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderDialog(
  props: { attemptedBytes?: number; onFreeSpace?: () => void; onOpenChange?: () => void } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <StorageFullDialog
            open
            onOpenChange={props.onOpenChange ?? (() => {})}
            attemptedBytes={props.attemptedBytes}
            onFreeSpace={props.onFreeSpace}
          />
        ),
      },
      { path: '/subscription', element: <p>page abonnement</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(async () => {
  await i18n.changeLanguage('fr');
  closeStorageManager();
});

describe('storage-full dialog', () => {
  it('shows the plan, the usage against the quota and what the refused file needs', async () => {
    serveStats(statsFor('decouverte', 480 * MB));
    renderDialog({ attemptedBytes: 48.6 * MB });
    const dialog = await screen.findByRole('dialog', { name: 'Espace de stockage insuffisant' });
    expect(await within(dialog).findByTestId('storage-full-plan')).toHaveTextContent('Découverte');
    expect(within(dialog).getByTestId('storage-full-usage')).toHaveTextContent(
      '480 Mo / 500 Mo utilisés',
    );
    expect(within(dialog).getByTestId('storage-full-percent')).toHaveTextContent(/^96\s%$/);
    expect(within(dialog).getByTestId('storage-full-percent')).toHaveAttribute('data-tier', 'red');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '96');
    expect(within(dialog).getByTestId('storage-full-needed')).toHaveTextContent(
      "Ce fichier nécessite 48,6 Mo d'espace supplémentaire.",
    );
    // A decouverte user under 4 GB has no recommended plan: the plans page is offered.
    expect(within(dialog).getByRole('link', { name: 'Voir les plans disponibles' })).toBeVisible();
  });

  it('turns critical above 100 % and caps the bar at 100 %', async () => {
    serveStats(statsFor('decouverte', 650 * MB));
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: '🚨 DÉPASSEMENT CRITIQUE DE STOCKAGE',
    });
    expect(await within(dialog).findByTestId('storage-full-percent')).toHaveTextContent(/^130\s%$/);
    expect(within(dialog).getByTestId('storage-full-percent')).toHaveAttribute(
      'data-tier',
      'critical',
    );
    const bar = within(dialog).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
    expect(bar.firstElementChild).toHaveClass('bg-red-700');
    expect(within(dialog).queryByTestId('storage-full-needed')).toBeNull();
  });

  it('is not critical at exactly 100 %', async () => {
    serveStats(statsFor('decouverte', 500 * MB));
    renderDialog();
    expect(
      await screen.findByRole('dialog', { name: 'Espace de stockage insuffisant' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('storage-full-percent')).toHaveAttribute('data-tier', 'red');
  });

  it.each([
    ['decouverte', 3 * GB, 'Voir les plans disponibles', 'Découverte'],
    ['decouverte', 4.5 * GB, 'Passer au plan Essentiel (200 Go)', 'Découverte'],
    ['essentiel', 100 * GB, 'Voir les plans disponibles', 'Essentiel'],
    ['essentiel', 151 * GB, 'Passer au plan Pro (1 To)', 'Essentiel'],
    ['pro', 1000 * GB, 'Voir les plans disponibles', 'Pro'],
  ] as const)('on %s with %d bytes offers "%s"', async (planId, used, label, planName) => {
    serveStats(statsFor(planId, used));
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('storage-full-plan')).toHaveTextContent(planName);
    expect(within(dialog).getByRole('link', { name: label })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('lists videos and the recoverable trash only when there are some', async () => {
    serveStats(statsFor('decouverte', 300 * MB));
    renderDialog();
    await screen.findByTestId('storage-full-row-images');
    expect(screen.getByTestId('storage-full-row-images')).toHaveTextContent('Photos patients');
    expect(screen.getByTestId('storage-full-row-patients')).toHaveTextContent('Données patients');
    expect(screen.getByTestId('storage-full-row-patients')).toHaveTextContent('3 Ko');
    expect(screen.getByTestId('storage-full-row-drive')).toHaveTextContent('Fichiers Drive');
    expect(screen.queryByTestId('storage-full-row-videos')).toBeNull();
    expect(screen.queryByTestId('storage-full-row-trash')).toBeNull();
    expect(screen.queryByTestId('storage-full-row-dictations')).toBeNull();
  });

  it('gives the patient data in kilobytes, even when it weighs less than one', async () => {
    const stats = statsFor('decouverte', 300 * MB);
    serveStats({ ...stats, breakdown: { ...stats.breakdown, annotations: bucket(1, 300) } });
    renderDialog();
    const patients = await screen.findByTestId('storage-full-row-patients');
    expect(patients).toHaveTextContent('0,3 Ko');
    expect(patients).not.toHaveTextContent('300 o');
  });

  it('shows the dictation recordings the quota counts', async () => {
    serveStats(statsFor('decouverte', 300 * MB, { dictations: 3 }));
    renderDialog();
    const dictations = await screen.findByTestId('storage-full-row-dictations');
    expect(dictations).toHaveTextContent('Dictées');
    expect(dictations).toHaveTextContent('3 enregistrements');
    expect(dictations).toHaveTextContent('3 Mo');
  });

  it('shows videos and trash rows when they hold files', async () => {
    serveStats(statsFor('decouverte', 300 * MB, { videos: 2, trash: 4 }));
    renderDialog();
    const videos = await screen.findByTestId('storage-full-row-videos');
    expect(videos).toHaveTextContent('Vidéos patients');
    expect(videos).toHaveTextContent('2 vidéos');
    const trash = screen.getByTestId('storage-full-row-trash');
    expect(trash).toHaveTextContent('Corbeille');
    expect(trash).toHaveTextContent('récupérable');
    expect(trash).toHaveTextContent('4 fichiers');
  });

  it('calls the supplied callback for "Libérer de l\'espace", and closes on Annuler', async () => {
    serveStats(statsFor('decouverte', 490 * MB));
    const onFreeSpace = vi.fn();
    const onOpenChange = vi.fn();
    renderDialog({ onFreeSpace, onOpenChange });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Libérer de l'espace" }));
    expect(onFreeSpace).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('goes to /subscription from the upgrade button', async () => {
    serveStats(statsFor('decouverte', 490 * MB));
    const router = renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Voir les plans disponibles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    serveStats(statsFor('essentiel', 201 * GB));
    renderDialog({ attemptedBytes: 10 * MB });
    const dialog = await screen.findByRole('dialog', { name: '🚨 CRITICAL STORAGE OVERAGE' });
    expect(
      await within(dialog).findByRole('link', { name: 'Upgrade to the Pro plan (1 TB)' }),
    ).toBeVisible();
    expect(within(dialog).getByTestId('storage-full-needed')).toHaveTextContent(
      'This file needs 10 MB of extra space.',
    );
    expect(within(dialog).getByTestId('storage-full-percent')).toHaveTextContent('100.5%');
  });
});

function ManagerProbe() {
  const { manager } = useStorageDialogs();
  return <p data-testid="manager-target">{manager ? `${manager.tab}/${manager.view}` : 'none'}</p>;
}

describe('storage-full dialog host', () => {
  it('opens on request with the attempted size and opens the storage manager to free space', async () => {
    serveStats(statsFor('decouverte', 499 * MB));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <StorageFullDialogHost />
              <ManagerProbe />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openStorageFull({ attemptedBytes: 20 * MB }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('storage-full-needed')).toHaveTextContent('20 Mo');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: "Libérer de l'espace" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('manager-target')).toHaveTextContent('media/active');
  });
});
