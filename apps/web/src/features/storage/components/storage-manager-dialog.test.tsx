import type { StorageMediaItem, StorageMediaPage } from '@photodossier/domain/storage-media';
import type { StorageBucket, StorageStats } from '@photodossier/domain/storage-stats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { StorageManagerTarget } from '@/lib/storage-dialogs';
import { StorageManagerDialog } from './storage-manager-dialog';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

function bucket(count: number, size: number): StorageBucket {
  return { count, size };
}

const stats: StorageStats = {
  used_bytes: 4 * MB,
  total_bytes: 5 * GB,
  quota_bytes: 500 * MB,
  used_gb: 4 / 1024,
  total_gb: 5,
  plan_id: 'decouverte',
  breakdown: {
    photos: bucket(2, 3 * MB),
    images: bucket(1, 1 * MB),
    videos: bucket(1, 2 * MB),
    patients: bucket(1, 3 * MB),
    trash: bucket(1, 1 * MB),
    trash_images: bucket(1, 1 * MB),
    trash_videos: bucket(0, 0),
    annotations: bucket(0, 0),
    drive: bucket(0, 0),
    dictations: bucket(2, 512 * 1024),
  },
  formatted: {
    used: '',
    total: '',
    percentage: 0,
    imagesCount: 1,
    totalImagesSize: '',
    videosCount: 1,
    totalVideosSize: '',
    patientsCount: 1,
    totalPatientsSize: '',
    trashPhotosCount: 1,
    totalTrashSize: '',
  },
  computed_at: '2026-01-01T00:00:00.000Z',
  degraded: false,
};

function item(overrides: Partial<StorageMediaItem> & Pick<StorageMediaItem, 'id'>) {
  return {
    media_type: 'image',
    file_size: MB,
    filename: `${overrides.id}.jpg`,
    patient_id: 'p1',
    patient_name: 'Claire Martin',
    date_prise: '2026-03-14T10:00:00.000Z',
    created_at: '2026-03-14T10:00:00.000Z',
    duration: null,
    thumbnail_url: null,
    is_deleted: false,
    deleted_at: null,
    ...overrides,
  } satisfies StorageMediaItem;
}

const active = [
  item({ id: 'clip', media_type: 'video', file_size: 2 * MB, duration: 75, filename: 'clip.mp4' }),
  item({ id: 'face', patient_id: null, patient_name: null }),
];
const trashed = [item({ id: 'old', is_deleted: true, deleted_at: '2026-03-15T10:00:00.000Z' })];

function page(items: StorageMediaItem[]): StorageMediaPage {
  return {
    items,
    nextCursor: null,
    total_count: items.length,
    total_size: items.reduce((sum, one) => sum + one.file_size, 0),
  };
}

const requests: string[] = [];

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  requests.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/api/v1/storage/stats') return json(stats);
    if (url.pathname === '/api/v1/trash/summary') {
      return json({ photos: { count: 1, size: MB }, patients: { count: 0 } });
    }
    if (url.pathname === '/api/v1/storage/media') {
      const view = url.searchParams.get('view');
      const type = url.searchParams.get('type');
      const items = (view === 'trash' ? trashed : active).filter(
        (one) => type === 'all' || one.media_type === type,
      );
      return json(page(items));
    }
    return new Response(null, { status: 404 });
  });
  // The virtualised list draws what fits its scroll area, which jsdom sizes at zero.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});

function renderManager(target: StorageManagerTarget = { tab: 'media', view: 'active' }) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <StorageManagerDialog target={target} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Gestionnaire de stockage' }) };
}

describe('StorageManagerDialog', () => {
  it('lists active media by size in a list, with the breakdown and the footer', async () => {
    const { dialog } = renderManager();
    expect(within(dialog).getByText('Chargement des fichiers...')).toBeInTheDocument();
    const rows = await within(dialog).findAllByTestId('storage-media-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('clip.mp4');
    expect(rows[0]).toHaveTextContent('Claire Martin');
    expect(rows[0]).toHaveTextContent('14/03/2026');
    expect(rows[0]).toHaveTextContent('1:15');
    expect(rows[0]).toHaveTextContent('2 Mo');
    expect(rows[1]).toHaveTextContent('Non assigné');
    expect(requests).toContain('/api/v1/storage/media?view=active&sort=size&type=all&limit=100');
    expect(within(dialog).getByRole('button', { name: 'Liste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Trier par')).toHaveValue('size');

    expect(await within(dialog).findByTestId('storage-legend-images')).toHaveTextContent(
      'Images1 • 1 Mo',
    );
    expect(within(dialog).getByTestId('storage-legend-videos')).toHaveTextContent('2 Mo');
    expect(within(dialog).getByTestId('storage-legend-trashImages')).toHaveTextContent(
      'Corbeille img1 • 1 Mo',
    );
    expect(within(dialog).getByTestId('storage-legend-drive')).toHaveTextContent('Drive0 • 0 o');
    expect(within(dialog).getByTestId('storage-legend-dictations')).toHaveTextContent(
      'Dictées2 • 512 Ko',
    );
    expect(within(dialog).getByTestId('storage-legend-free')).toHaveTextContent('Libre5 Go');
    expect(within(dialog).getByTestId('storage-footer-shown')).toHaveTextContent(
      '2 fichier(s) • 3 Mo affiché(s)',
    );
    expect(within(dialog).getByTestId('storage-footer-usage')).toHaveTextContent(
      '4 Mo / 5 Go utilisé',
    );
  });

  it('counts the selection and offers Restaurer only in the trash', async () => {
    const user = userEvent.setup();
    const { dialog } = renderManager();
    await within(dialog).findAllByTestId('storage-media-row');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sélectionner clip.mp4' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sélectionner face.jpg' }));
    expect(within(dialog).getByTestId('storage-selection-summary')).toHaveTextContent(
      '2 sélectionné(s) • 3 Mo',
    );
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Restaurer' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Vider la corbeille' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Corbeille' }));
    expect(within(dialog).queryByTestId('storage-selection-summary')).toBeNull();
    const row = await within(dialog).findByTestId('storage-media-row');
    expect(row).toHaveTextContent('Corbeille');
    expect(within(dialog).getByRole('button', { name: 'Vider la corbeille' })).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(within(dialog).getByRole('button', { name: 'Restaurer' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeVisible();
  });

  it('filters by type and shows the empty state', async () => {
    const user = userEvent.setup();
    const { dialog } = renderManager({ tab: 'media', view: 'trash' });
    await within(dialog).findByTestId('storage-media-row');
    await user.click(within(dialog).getByRole('button', { name: 'Vidéos' }));
    expect(await within(dialog).findByTestId('storage-empty')).toHaveTextContent(
      'Aucun fichier dans la corbeille',
    );
    expect(requests).toContain('/api/v1/storage/media?view=trash&sort=size&type=video&limit=100');
  });

  it('resets the trash view and the type filter when switching to Drive and back', async () => {
    const user = userEvent.setup();
    const { dialog } = renderManager({ tab: 'media', view: 'trash' });
    await within(dialog).findByTestId('storage-media-row');
    await user.click(within(dialog).getByRole('button', { name: 'Images' }));
    await user.click(within(dialog).getByRole('button', { name: 'Drive' }));
    expect(within(dialog).getByTestId('storage-empty')).toHaveTextContent('Aucun fichier trouvé');
    expect(within(dialog).queryByRole('group', { name: 'Type de fichier' })).toBeNull();
    expect(within(dialog).getByTestId('storage-footer-shown')).toHaveTextContent(
      '0 fichier(s) • 0 o affiché(s)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Médias' }));
    expect(within(dialog).getByRole('button', { name: 'Actifs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Tous' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(dialog).findAllByTestId('storage-media-row')).toHaveLength(2);
  });

  it('shows grid cards with their badges', async () => {
    const user = userEvent.setup();
    const { dialog } = renderManager();
    await within(dialog).findAllByTestId('storage-media-row');
    await user.click(within(dialog).getByRole('button', { name: 'Grille' }));
    const cards = await within(dialog).findAllByTestId('storage-media-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Vidéo');
    expect(cards[0]).toHaveTextContent('1:15');
    expect(cards[1]).toHaveTextContent('Photo');
    expect(within(dialog).getByTestId('storage-media-browser')).toHaveAttribute(
      'data-columns',
      '5',
    );
  });

  it('closes from Fermer and speaks English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StorageManagerDialog target={{ tab: 'media', view: 'active' }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Storage manager' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('storage-footer-usage')).toHaveTextContent(
        '4 MB / 5 GB used',
      ),
    );
    await i18n.changeLanguage('fr');
    const { onClose, dialog: french } = renderManager();
    await user.click(within(french).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
