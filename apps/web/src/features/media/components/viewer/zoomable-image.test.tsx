import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoFixture } from '@/test/photo-fixture';
import { ZoomableImage } from './zoomable-image';

function renderImage() {
  render(
    <ZoomableImage
      photo={photoFixture()}
      alt="Photo du 14/05/2024"
      ratio={4 / 3}
      onNaturalSize={() => {}}
      showAnnotations
    />,
  );
  return {
    level: () => screen.getByTestId('zoom-level').textContent?.replace(/\s/g, ' '),
    stage: screen.getByTestId('viewer-stage'),
    zoomIn: screen.getByRole('button', { name: 'Zoom avant' }),
    zoomOut: screen.getByRole('button', { name: 'Zoom arrière' }),
  };
}

describe('ZoomableImage', () => {
  it('steps by 0.5 with the buttons, from 100% up to 500% and back, never beyond', async () => {
    const user = userEvent.setup();
    const { level, zoomIn, zoomOut } = renderImage();
    expect(level()).toBe('100 %');
    expect(zoomOut).toBeDisabled();

    await user.click(zoomIn);
    expect(level()).toBe('150 %');
    for (let step = 0; step < 7; step += 1) await user.click(zoomIn);
    expect(level()).toBe('500 %');
    expect(zoomIn).toBeDisabled();

    await user.click(zoomOut);
    expect(level()).toBe('450 %');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le zoom' }));
    expect(level()).toBe('100 %');
    expect(zoomOut).toBeDisabled();
  });

  it('steps by 0.1 per wheel notch, up when scrolling up, bounded to 1-5', () => {
    const { level, stage } = renderImage();
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(level()).toBe('110 %');
    fireEvent.wheel(stage, { deltaY: -100 });
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(level()).toBe('130 %');
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(level()).toBe('120 %');
    for (let notch = 0; notch < 10; notch += 1) fireEvent.wheel(stage, { deltaY: 100 });
    expect(level()).toBe('100 %');
    for (let notch = 0; notch < 60; notch += 1) fireEvent.wheel(stage, { deltaY: -100 });
    expect(level()).toBe('500 %');
  });

  it('stops the page from scrolling under the wheel', () => {
    const { stage } = renderImage();
    const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => {
      stage.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('zooms with + and -, resets with 0, and ignores keys typed into a field', async () => {
    const user = userEvent.setup();
    const { level } = renderImage();
    await user.keyboard('+');
    await user.keyboard('+');
    expect(level()).toBe('200 %');
    await user.keyboard('-');
    expect(level()).toBe('150 %');
    await user.keyboard('0');
    expect(level()).toBe('100 %');

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('+');
    expect(level()).toBe('100 %');
    field.remove();
  });

  it('toggles between fitted and 200% on double-click', () => {
    const { level, stage } = renderImage();
    fireEvent.doubleClick(stage);
    expect(level()).toBe('200 %');
    fireEvent.doubleClick(stage);
    expect(level()).toBe('100 %');
  });

  it('loads the original file only past 200% or when asked', async () => {
    const user = userEvent.setup();
    const { zoomIn } = renderImage();
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(screen.queryByTestId('original-image')).not.toBeInTheDocument();
    await user.click(zoomIn);
    expect(screen.getByTestId('original-image')).toHaveAttribute(
      'src',
      '/api/v1/photos/photo-1/file',
    );
    expect(screen.getByRole('button', { name: /Original/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the original at any zoom through its toggle', async () => {
    const user = userEvent.setup();
    renderImage();
    const toggle = screen.getByRole('button', { name: /Original/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('original-image')).toBeInTheDocument();
  });
});
