import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { photoFixture } from '@/test/photo-fixture';
import { PhotoGrid } from './photo-grid';

function renderGrid(hasNextPage: boolean) {
  render(
    <MemoryRouter>
      <PhotoGrid
        photos={[photoFixture({ id: 'p1' })]}
        hasNextPage={hasNextPage}
        isFetchingNextPage={false}
        fetchNextPage={() => {}}
        hrefFor={(photo) => `/photo/${photo.id}`}
        label="Photos"
      />
    </MemoryRouter>,
  );
}

describe('photo grid', () => {
  it('keeps room for the next page only while there is one', () => {
    const loadingMore = i18n.t('media.gallery.loadingMore');
    renderGrid(true);
    // Kept, invisible, so that the page does not jump when the next page starts loading.
    expect(screen.getByText(loadingMore)).toBeInTheDocument();
  });

  it('leaves no empty space under the last photo once everything is loaded', () => {
    renderGrid(false);
    expect(screen.queryByText(i18n.t('media.gallery.loadingMore'))).not.toBeInTheDocument();
  });
});
