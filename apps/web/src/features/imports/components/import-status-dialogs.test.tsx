import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { importPhoto } from './import-test-fixtures';
import {
  FileTooLargeDialog,
  SavingProgressDialog,
  UploadWaitDialog,
} from './import-status-dialogs';

const MB = 1024 * 1024;

describe('import status dialogs', () => {
  it('"Upload en cours" shows the overall progress in bytes and hides with Masquer', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    render(
      <UploadWaitDialog
        open
        onHide={onHide}
        photos={[
          importPhoto('a', {
            file,
            unassignedUploadStatus: 'uploaded',
            unassignedUploadTotalBytes: 3 * MB,
          }),
          importPhoto('b', {
            file,
            unassignedUploadStatus: 'uploading',
            unassignedUploadProgress: 25,
            unassignedUploadBytesTransferred: 1 * MB,
            unassignedUploadTotalBytes: 4 * MB,
          }),
          importPhoto('c', {
            file,
            unassignedUploadStatus: 'pending',
            unassignedUploadProgress: 0,
            unassignedUploadBytesTransferred: 0,
            unassignedUploadTotalBytes: 1 * MB,
          }),
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upload en cours' });
    expect(within(dialog).getByText('Progression globale')).toBeInTheDocument();
    // (3 + 1) / (3 + 4 + 1) MB.
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('1/3 photos envoyées')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('says which photo is being saved, then that saving is done', () => {
    const { rerender } = render(
      <SavingProgressDialog saving={{ current: 2, total: 5, done: false }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enregistrement en cours' });
    expect(within(dialog).getByText('Sauvegarde en cours')).toBeInTheDocument();
    expect(within(dialog).getByText('Enregistrement de la photo 2/5...')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    rerender(<SavingProgressDialog saving={{ current: 5, total: 5, done: true }} />);
    expect(screen.getByText('Enregistrement terminé !')).toBeInTheDocument();
    rerender(<SavingProgressDialog saving={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the attempted size of a file too large, in base 1024 with one decimal', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <FileTooLargeDialog
        tooLarge={{ fileName: 'IMG_0001.JPG', size: Math.round(17.26 * MB) }}
        onDismiss={onDismiss}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fichier trop volumineux' });
    expect(within(dialog).getByTestId('too-large-size')).toHaveTextContent('17,3 Mo');
    expect(dialog).toHaveTextContent('« IMG_0001.JPG » pèse 17,3 Mo');
    expect(dialog).toHaveTextContent('15 Mo pour les images et 50 Mo pour les vidéos');
    await user.click(within(dialog).getByRole('button', { name: 'Compris' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
