import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportGroups, ImportPhoto, ImportState } from '../lib/import-model';
import { selectImportGroups } from '../lib/select-import-groups';
import { ImportDialogView } from './import-dialog-view';
import {
  dialogViewOf,
  dslrAccess,
  fakeActions,
  importPhoto,
  importState,
  Providers,
  suggestion,
} from './import-test-fixtures';

const amy = { id: 'p-amy', prenom: 'Amy', nom: 'Farrah', date_naissance: '1990-06-15' };
const howard = { id: 'p-howard', prenom: 'Howard', nom: 'Wolowitz', date_naissance: '1981-03-01' };

beforeEach(() => {
  // The virtualised list draws what fits its scroll area, which jsdom sizes at zero.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});

function renderView(state: ImportState, groups?: ImportGroups) {
  const actions = fakeActions();
  const onClosed = vi.fn();
  render(
    <Providers>
      <ImportDialogView
        mode={state.mode}
        state={state}
        groups={groups ?? selectImportGroups(state)}
        actions={actions}
        dslr={dslrAccess()}
        onClosed={onClosed}
      />
    </Providers>,
  );
  return { actions, onClosed, dialog: screen.getByTestId('import-dialog') };
}

const grouped = importState({
  photos: [
    importPhoto('amy-1', { suggestions: [suggestion(amy, 88)], confidence: 88 }),
    importPhoto('amy-2', { suggestions: [suggestion(amy, 74)], confidence: 74 }),
    importPhoto('howard-1', { suggestions: [suggestion(howard, 91)], confidence: 91 }),
    importPhoto('stranger', {
      suggestions: [suggestion(howard, 30)],
      confidence: 30,
      faceRegions: [{ x: 1, y: 1, w: 10, h: 10 }],
    }),
    importPhoto('clip', {
      mediaType: 'video',
      type: 'video/mp4',
      status: 'skipped',
      name: 'clip.mp4',
    }),
    importPhoto('busy', { status: 'analyzing' }),
  ],
});

describe('ImportDialogView', () => {
  it('lists a group per patient with age, count and actions, then the other sections', () => {
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    vi.spyOn(Date, 'now').mockReturnValue(now.getTime());
    const { dialog } = renderView(grouped);

    const groups = within(dialog).getAllByTestId('import-group');
    expect(groups.map((group) => group.dataset['groupKind'])).toEqual([
      'patient',
      'patient',
      'withoutPatient',
      'videos',
      'analysing',
    ]);
    const amyGroup = groups[0]!;
    expect(within(amyGroup).getByText('Amy Farrah')).toBeInTheDocument();
    // 1990-06-15 to 2026-11-22 in 365.25-day years.
    expect(within(amyGroup).getByText('2 photos · 36 ans')).toBeInTheDocument();
    for (const name of [
      'Assigner à Amy',
      'Assigner manuellement',
      'Nouveau patient',
      'Enregistrer sans patient',
    ]) {
      expect(within(amyGroup).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(groups[2]!).getByText('Photos sans patient')).toBeInTheDocument();
    expect(within(groups[2]!).queryByRole('button', { name: /Assigner à/ })).toBeNull();
    expect(within(groups[3]!).getByText('Vidéos')).toBeInTheDocument();
    expect(within(groups[4]!).getByText('Analyse en cours')).toBeInTheDocument();

    const tiles = within(dialog).getAllByTestId('import-photo');
    const clip = tiles.find((tile) => tile.dataset['photoId'] === 'clip')!;
    expect(within(clip).getByText('VID')).toBeInTheDocument();
    const amyTile = tiles.find((tile) => tile.dataset['photoId'] === 'amy-1')!;
    expect(within(amyTile).getByText('Correspondance 88 %')).toBeInTheDocument();
    const busy = tiles.find((tile) => tile.dataset['photoId'] === 'busy')!;
    expect(within(busy).getByText('Analyse...')).toBeInTheDocument();
  });

  it('runs the group buttons on that group only and the footer on every photo', async () => {
    const user = userEvent.setup();
    const { actions, dialog } = renderView(grouped);
    const amyGroup = within(dialog).getAllByTestId('import-group')[0]!;

    await user.click(within(amyGroup).getByRole('button', { name: 'Assigner à Amy' }));
    expect(actions.assignToPatient).toHaveBeenCalledWith(['amy-1', 'amy-2'], 'p-amy');
    await user.click(within(amyGroup).getByRole('button', { name: 'Nouveau patient' }));
    expect(actions.createPatientFrom).toHaveBeenCalledWith(['amy-1', 'amy-2']);

    const footer = within(dialog).getByTestId('import-dialog-footer');
    await user.click(within(footer).getByRole('button', { name: 'Enregistrer sans patient' }));
    expect(actions.saveWithoutPatient).toHaveBeenCalledWith([
      'amy-1',
      'amy-2',
      'howard-1',
      'stranger',
      'clip',
      'busy',
    ]);
  });

  it('shows the time-grouping hint and a failed upload with its reason and a retry', async () => {
    const user = userEvent.setup();
    const state = importState({
      photos: [
        importPhoto('a', { suggestions: [suggestion(amy, 90)], confidence: 90 }),
        importPhoto('b', {
          unassignedUploadStatus: 'failed',
          unassignedUploadError: 'Permissions insuffisantes',
          file: new File(['x'], 'b.jpg', { type: 'image/jpeg' }),
        }),
      ],
    });
    const groups: ImportGroups = {
      patients: [
        {
          patientId: amy.id,
          patient: amy,
          photos: [state.photos[0]!, importPhoto('c', { addedByTimeGrouping: true })],
        },
      ],
      withoutPatient: [state.photos[1]!],
      videos: [],
      analysing: [],
    };
    const { actions, dialog } = renderView(state, groups);
    expect(within(dialog).getByText('ajouté par regroupement horaire')).toBeInTheDocument();
    const failed = within(dialog).getByRole('alert');
    expect(failed).toHaveTextContent('Permissions insuffisantes');
    await user.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    expect(actions.retryUpload).toHaveBeenCalledWith('b');
  });

  it('moves a photo to another group from its menu, without a mouse drag', async () => {
    const user = userEvent.setup();
    const { actions, dialog } = renderView(grouped);
    await user.click(within(dialog).getByRole('button', { name: 'Actions pour amy-1.jpg' }));
    expect(screen.getByText('Déplacer vers…')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Howard Wolowitz' }));
    expect(actions.movePhotoToGroup).toHaveBeenCalledWith('amy-1', 'p-howard');
  });

  it("keeps a photo's tile and open menu while it moves: its analysis ends, or one ahead of it ends", async () => {
    const user = userEvent.setup();
    const actions = fakeActions();
    const analysing = (id: string) => importPhoto(id, { status: 'analyzing' });
    const matched = (id: string) =>
      importPhoto(id, { suggestions: [suggestion(amy, 88)], confidence: 88 });
    const view = (...photos: ImportPhoto[]) => dialogViewOf(photos, actions);
    const tileOf = (photoId: string) =>
      screen.getAllByTestId('import-photo').find((one) => one.dataset['photoId'] === photoId)!;
    const menuButton = (photoId: string) =>
      within(tileOf(photoId)).getByRole('button', { name: `Actions pour ${photoId}.jpg` });
    const { rerender } = render(view(analysing('a'), analysing('b'), analysing('c')));

    // a's own analysis ends: its tile moves to Amy's group, the same element.
    const tileA = tileOf('a');
    await user.click(menuButton('a'));
    rerender(view(matched('a'), analysing('b'), analysing('c')));
    expect(tileOf('a')).toBe(tileA);
    expect(menuButton('a')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // b ends ahead of c: c's row now starts with c, and c's tile moves with it.
    const tileC = tileOf('c');
    await user.click(menuButton('c'));
    rerender(view(matched('a'), matched('b'), analysing('c')));
    expect(tileOf('c')).toBe(tileC);
    expect(menuButton('c')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Retirer' }));
    expect(actions.removePhoto).toHaveBeenCalledWith('c');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves a photo dropped on another group', () => {
    const { actions, dialog } = renderView(grouped);
    const tile = within(dialog)
      .getAllByTestId('import-photo')
      .find((one) => one.dataset['photoId'] === 'howard-1')!;
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
      files: [],
    };
    fireEvent.dragStart(tile, { dataTransfer });
    const without = within(dialog).getAllByTestId('import-group')[2]!;
    fireEvent.dragOver(without, { dataTransfer });
    fireEvent.drop(without, { dataTransfer });
    expect(actions.movePhotoToGroup).toHaveBeenCalledWith('howard-1', null);
    expect(screen.queryByText('Relâchez pour analyser les photos')).toBeNull();
  });

  it('shows the drop overlay while files hover and adds the dropped files', () => {
    const { actions, dialog } = renderView(importState());
    const file = new File(['x'], 'face.jpg', { type: 'image/jpeg' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(dialog, { dataTransfer });
    expect(screen.getByTestId('import-drop-overlay')).toHaveTextContent(
      'Relâchez pour analyser les photos',
    );
    fireEvent.drop(dialog, { dataTransfer });
    expect(screen.queryByTestId('import-drop-overlay')).toBeNull();
    expect(actions.addFiles).toHaveBeenCalledWith([file]);
  });

  it('adds chosen files from the hidden input accepting images and videos', async () => {
    const user = userEvent.setup();
    const { actions } = renderView(importState());
    const input = screen.getByTestId('import-file-input');
    expect(input).toHaveAttribute('accept', 'image/*,video/*');
    expect(input).toHaveAttribute('multiple');
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.mp4', { type: 'video/mp4' }),
    ];
    await user.upload(input, files);
    expect(actions.addFiles).toHaveBeenCalledWith(files);
  });

  it('in quick mode names the patient and keeps only Fermer', async () => {
    const user = userEvent.setup();
    const state = importState({
      mode: { kind: 'patient', patientId: amy.id, patientName: 'Amy Farrah' },
      photos: [importPhoto('a', { assignedToPatient: amy.id })],
    });
    const { actions, onClosed, dialog } = renderView(state);
    expect(
      within(dialog).getByRole('heading', { name: 'Import rapide pour Amy Farrah' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Assignée')).toBeInTheDocument();
    const footer = within(dialog).getByTestId('import-dialog-footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fermer']);
    expect(within(dialog).queryByRole('button', { name: 'Nouveau patient' })).toBeNull();
    await user.click(within(footer).getByRole('button', { name: 'Fermer' }));
    expect(actions.requestClose).toHaveBeenCalled();
    expect(onClosed).toHaveBeenCalled();
  });

  it('hides the dialog without losing the photos when some are left', async () => {
    const user = userEvent.setup();
    const { actions, onClosed, dialog } = renderView(grouped);
    actions.requestClose.mockReturnValue(false);
    await user.click(
      within(within(dialog).getByTestId('import-dialog-footer')).getByRole('button', {
        name: 'Fermer',
      }),
    );
    expect(actions.dismiss).toHaveBeenCalled();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('walks the photos in the viewer with the buttons and the arrow keys, wrapping', async () => {
    const user = userEvent.setup();
    const { dialog } = renderView(grouped);
    await user.click(within(dialog).getByRole('button', { name: 'Agrandir amy-1.jpg' }));
    const viewer = screen.getByTestId('import-photo-viewer');
    expect(within(viewer).getByRole('heading', { name: 'amy-1.jpg' })).toBeInTheDocument();
    expect(within(viewer).getByText('1/6')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Photo suivante' }));
    expect(within(viewer).getByText('2/6')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('heading', { name: 'howard-1.jpg' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('6/6')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Photo précédente' }));
    expect(within(viewer).getByRole('heading', { name: 'clip.mp4' })).toBeInTheDocument();
  });
});
