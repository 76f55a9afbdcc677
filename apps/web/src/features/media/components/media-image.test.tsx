import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeletedPhotos, deletedPhotoIds } from '../lib/deleted-photos';
import { forgetFailedImageUrls } from '../lib/failed-image-urls';
import { MediaImage } from './media-image';

function answerHead(status: number) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response(null, { status })));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  forgetFailedImageUrls();
  clearDeletedPhotos();
  vi.useFakeTimers();
});

afterEach(() => clearDeletedPhotos());

describe('media image', () => {
  it('shows a placeholder while loading, then the image', () => {
    render(<MediaImage src="/a.jpg" alt="Photo du 14/05/2024" />);
    const image = screen.getByAltText('Photo du 14/05/2024');
    expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it('says "Image non disponible" when the image fails, with no check without a photo id', async () => {
    const fetch = answerHead(404);
    render(<MediaImage src="/b.jpg" alt="Photo du 14/05/2024" />);
    fireEvent.error(screen.getByAltText('Photo du 14/05/2024'));
    expect(screen.getByText('Image non disponible')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Photo du 14/05/2024, Image non disponible' }),
    ).toBeInTheDocument();
    await advance(5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the file 500 ms after a first failure and hides an orphan photo (404)', async () => {
    const fetch = answerHead(404);
    render(<MediaImage src="/c.jpg" alt="Photo" photoId="orphan-1" />);
    fireEvent.error(screen.getByAltText('Photo'));

    await advance(499);
    expect(fetch).not.toHaveBeenCalled();
    await advance(1);
    expect(fetch).toHaveBeenCalledWith('/c.jpg', expect.objectContaining({ method: 'HEAD' }));
    await advance(0);
    expect(deletedPhotoIds().has('orphan-1')).toBe(true);
    expect(screen.getByText('Image non disponible')).toBeInTheDocument();
  });

  it('shows "Nettoyage..." while the check runs', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    render(<MediaImage src="/d.jpg" alt="Photo" photoId="slow-1" />);
    fireEvent.error(screen.getByAltText('Photo'));
    await advance(500);
    expect(screen.getByText('Nettoyage...')).toBeInTheDocument();
    await act(async () => answer(new Response(null, { status: 200 })));
    expect(screen.getByText('Image non disponible')).toBeInTheDocument();
    expect(deletedPhotoIds().has('slow-1')).toBe(false);
  });

  it('checks at once an address already known to fail, without loading it again', async () => {
    const fetch = answerHead(404);
    const first = render(<MediaImage src="/e.jpg" alt="Photo" />);
    fireEvent.error(screen.getByAltText('Photo'));
    first.unmount();

    render(<MediaImage src="/e.jpg" alt="Photo" photoId="orphan-2" />);
    expect(screen.queryByAltText('Photo')).not.toBeInTheDocument();
    expect(screen.getByText('Image non disponible')).toBeInTheDocument();
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(deletedPhotoIds().has('orphan-2')).toBe(true);
  });

  it('keeps a photo whose file exists or cannot be checked', async () => {
    answerHead(500);
    render(<MediaImage src="/f.jpg" alt="Photo" photoId="kept-1" />);
    fireEvent.error(screen.getByAltText('Photo'));
    await advance(500);
    await advance(0);
    expect(deletedPhotoIds().has('kept-1')).toBe(false);
  });

  it('empties the deleted set every 5 minutes', async () => {
    answerHead(404);
    render(<MediaImage src="/g.jpg" alt="Photo" photoId="orphan-3" />);
    fireEvent.error(screen.getByAltText('Photo'));
    await advance(500);
    await advance(0);
    expect(deletedPhotoIds().has('orphan-3')).toBe(true);
    await advance(300_000);
    expect(deletedPhotoIds().size).toBe(0);
  });
});
