import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaceRegionOverlay } from './face-region-overlay';

describe('face region overlay', () => {
  it('places each face in percent of the analysed image, with its label', () => {
    render(
      <FaceRegionOverlay
        regions={[{ x: 360, y: 180, w: 480, h: 540 }]}
        imageWidth={1440}
        imageHeight={900}
        labels={['93 %']}
      />,
    );
    const overlay = screen.getByTestId('face-region-overlay');
    expect(overlay).toHaveAccessibleName('Visage(s) détecté(s)\u00a0: 1');
    const box = screen.getByTestId('face-region');
    expect(box.style.left).toBe('25%');
    expect(box.style.top).toBe('20%');
    expect(parseFloat(box.style.width)).toBeCloseTo(33.333, 3);
    expect(box.style.height).toBe('60%');
    expect(box).toHaveTextContent('93 %');
  });

  it('draws nothing when no region falls on the image', () => {
    render(
      <FaceRegionOverlay
        regions={[{ x: 2000, y: 0, w: 10, h: 10 }]}
        imageWidth={100}
        imageHeight={100}
      />,
    );
    expect(screen.queryByTestId('face-region-overlay')).not.toBeInTheDocument();
  });
});
