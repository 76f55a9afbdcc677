import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportGroupHeader } from './import-group-header';

describe('import group header', () => {
  it('counts videos as videos, one or many ("Vidéos · 1 vidéo")', () => {
    const { rerender } = render(<ImportGroupHeader kind="videos" count={1} actions={null} />);
    expect(screen.getByText(/1 vidéo ·/)).toBeInTheDocument();
    expect(screen.queryByText(/photo/)).toBeNull();
    rerender(<ImportGroupHeader kind="videos" count={3} actions={null} />);
    expect(screen.getByText(/3 vidéos ·/)).toBeInTheDocument();
    rerender(<ImportGroupHeader kind="withoutPatient" count={1} actions={null} />);
    expect(screen.getByText(/1 photo ·/)).toBeInTheDocument();
  });
});
