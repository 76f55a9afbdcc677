import type { Annotations } from '@photodossier/domain/media-record';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photoFixture } from '@/test/photo-fixture';
import { AnnotationEditor } from './annotation-editor';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom has no 2D canvas: a stand-in that remembers what was drawn, pixel-free.
function installFakeCanvas() {
  const drawn = { strokes: 0 };
  const context = {
    canvas: null as unknown as HTMLCanvasElement,
    clearRect: () => {
      drawn.strokes = 0;
    },
    drawImage: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: () => {
      drawn.strokes += 1;
    },
    getImageData: () => ({ data: new Uint8ClampedArray([0, 0, 0, drawn.strokes > 0 ? 255 : 0]) }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    context.canvas = this;
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  // The drawing box as laid out on screen: 800 x 600 at the top-left corner.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 600 }),
  );
}

function renderEditor(annotations: Annotations | null = null) {
  const onSave = vi.fn<(value: Annotations) => Promise<void>>().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  render(
    <AnnotationEditor
      photo={photoFixture({ width: 640, height: 480, annotations })}
      ratio={4 / 3}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  const canvas = screen.getByTestId('annotation-canvas');
  return { onSave, onCancel, canvas };
}

function drawStroke(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 100, clientY: 100, button: 0 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 300, clientY: 200 });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 300, clientY: 200 });
}

async function placeText(canvas: HTMLElement, text: string, at: { x: number; y: number }) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Texte' }));
  fireEvent.pointerDown(canvas, { pointerId: 2, clientX: at.x, clientY: at.y, button: 0 });
  const input = await screen.findByRole('textbox', { name: "Texte de l'annotation" });
  await user.type(input, `${text}{Enter}`);
}

const save = () =>
  userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('AnnotationEditor', () => {
  beforeEach(installFakeCanvas);

  it('draws at the photo width and saves the drawing as a PNG data URL with a timestamp', async () => {
    const { canvas, onSave } = renderEditor();
    expect(canvas).toHaveAttribute('width', '640');
    expect(canvas).toHaveAttribute('height', '480');
    drawStroke(canvas);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.canvasData).toBe(PNG);
    expect(saved.textAnnotations).toEqual([]);
    expect(Number.isNaN(Date.parse(saved.timestamp))).toBe(false);
  });

  it('stores a text where it was clicked, as fractions of the photo, with its colour and size', async () => {
    const { canvas, onSave } = renderEditor();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Bleu' }));
    await placeText(canvas, 'Ride du lion', { x: 200, y: 450 });
    expect(screen.getByTestId('annotation-text')).toHaveTextContent('Ride du lion');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      canvasData: '',
      textAnnotations: [{ text: 'Ride du lion', x: 0.25, y: 0.75, color: '#3b82f6', size: 0.05 }],
    });
  });

  it('undo restores the previous state, step by step, and redo brings it back', async () => {
    const user = userEvent.setup({ delay: null });
    const { canvas, onSave } = renderEditor();
    drawStroke(canvas);
    await placeText(canvas, 'A', { x: 400, y: 300 });
    const undoButton = screen.getByRole('button', { name: 'Annuler la dernière action' });
    const redoButton = screen.getByRole('button', { name: 'Rétablir' });

    await user.click(undoButton);
    expect(screen.queryByTestId('annotation-text')).not.toBeInTheDocument();
    await user.click(undoButton);
    expect(undoButton).toBeDisabled();
    await user.click(redoButton);
    await user.click(redoButton);
    expect(screen.getByTestId('annotation-text')).toHaveTextContent('A');
    expect(redoButton).toBeDisabled();

    await user.click(undoButton);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // The stroke is back, the text undone again.
    expect(onSave.mock.calls[0]![0]).toMatchObject({ canvasData: PNG, textAnnotations: [] });
  });

  it('saves nothing drawn once every stroke is undone', async () => {
    const user = userEvent.setup({ delay: null });
    const { canvas, onSave } = renderEditor();
    drawStroke(canvas);
    await user.click(screen.getByRole('button', { name: 'Annuler la dernière action' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ canvasData: '', textAnnotations: [] });
  });

  it('keeps the saved drawing when only texts change, and clear drops it', async () => {
    // The saved drawing is an image that has to load before anything is drawn over it.
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onload?.());
        }
      },
    );
    const user = userEvent.setup({ delay: null });
    const saved: Annotations = {
      canvasData: PNG,
      textAnnotations: [{ id: 'old', x: 0.1, y: 0.1, text: 'Avant', color: '#ffffff', size: 0.03 }],
      timestamp: '2024-05-14T10:00:00.000Z',
    };
    const { onSave } = renderEditor(saved);
    const clear = screen.getByRole('button', { name: 'Tout effacer' });
    await waitFor(() => expect(clear).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Supprimer le texte.+Avant/ }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ canvasData: PNG, textAnnotations: [] });
    vi.unstubAllGlobals();
  });

  it('clear drops the saved drawing and texts', async () => {
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onload?.());
        }
      },
    );
    const user = userEvent.setup({ delay: null });
    const { onSave } = renderEditor({
      canvasData: PNG,
      textAnnotations: [{ id: 'old', x: 0.1, y: 0.1, text: 'Avant', color: '#ffffff', size: 0.03 }],
      timestamp: '2024-05-14T10:00:00.000Z',
    });
    const clear = screen.getByRole('button', { name: 'Tout effacer' });
    await waitFor(() => expect(clear).toBeEnabled());
    await user.click(clear);
    expect(screen.queryByTestId('annotation-text')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ canvasData: '', textAnnotations: [] });
    vi.unstubAllGlobals();
  });

  it('cancel leaves without saving', async () => {
    const { canvas, onSave, onCancel } = renderEditor();
    drawStroke(canvas);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
