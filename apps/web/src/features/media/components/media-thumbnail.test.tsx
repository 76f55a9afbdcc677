import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { photoFixture } from '@/test/photo-fixture';
import { MediaThumbnail } from './media-thumbnail';

// Local noon: the same calendar day in every zone the tests may run in.
const taken = new Date(2024, 4, 14, 12).toISOString();

describe('media thumbnail', () => {
  it('shows a photo with "Photo du" and its date as alternative text', () => {
    render(<MediaThumbnail photo={photoFixture({ id: 'p1', date_prise: taken })} />);
    const image = screen.getByAltText('Photo du 14/05/2024');
    expect(image).toHaveAttribute('src', '/api/v1/photos/p1/thumbnail');
    expect(screen.queryByTestId('video-duration')).not.toBeInTheDocument();
  });

  it('shows a video with "Vidéo du", a play sign and its m:ss duration', () => {
    render(
      <MediaThumbnail
        photo={photoFixture({
          id: 'v1',
          media_type: 'video',
          date_prise: taken,
          duration: 75.6,
          thumbnail_url: '/api/v1/photos/v1/thumbnail',
        })}
      />,
    );
    // jsdom has no IntersectionObserver: the lazy thumbnail loads at once.
    expect(screen.getByAltText('Vidéo du 14/05/2024')).toHaveAttribute(
      'src',
      '/api/v1/photos/v1/thumbnail',
    );
    const badge = screen.getByTestId('video-duration');
    expect(badge.querySelector('[aria-hidden]')).toHaveTextContent(/^1:15$/);
    // A screen reader says it in words; "1:15" would be read as a time of day.
    expect(badge.querySelector('.sr-only')?.textContent?.replace(/\s/g, ' ')).toBe(
      '1 minute et 15 secondes',
    );
  });

  it('falls back on the video element when a video has no poster', () => {
    const { container } = render(
      <MediaThumbnail
        photo={photoFixture({ media_type: 'video', thumbnail_url: null, duration: 4 })}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(screen.getByTestId('video-duration')).toHaveTextContent('0:04');
  });

  it('reads the alternative text in English', async () => {
    await i18n.changeLanguage('en');
    render(<MediaThumbnail photo={photoFixture({ date_prise: taken })} />);
    expect(screen.getByAltText('Photo from 14/05/2024')).toBeInTheDocument();
  });
});
