import { describe, expect, it } from 'vitest';
import { annotationsSchema } from '@photodossier/domain/media-record';
import {
  annotationsToSave,
  documentFrom,
  drawingSize,
  record,
  redo,
  startHistory,
  textAnnotationAt,
  undo,
} from './annotation-document';

describe('annotation document', () => {
  it('stores a text position as fractions of the displayed photo, clamped to it', () => {
    const text = textAnnotationAt(
      { x: 200, y: 150 },
      { width: 800, height: 600 },
      { id: 't1', text: '  Ride du lion ', color: '#ef4444', size: 0.05 },
    );
    expect(text).toEqual({
      id: 't1',
      x: 0.25,
      y: 0.25,
      text: 'Ride du lion',
      color: '#ef4444',
      size: 0.05,
    });
    const outside = textAnnotationAt(
      { x: 900, y: -10 },
      { width: 800, height: 600 },
      { id: 't2', text: 'x', color: '#ffffff', size: 0.03 },
    );
    expect([outside.x, outside.y]).toEqual([1, 0]);
  });

  it('draws at the photo width, 1440 px at most, with the photo proportions', () => {
    expect(drawingSize(640, 4 / 3)).toEqual({ width: 640, height: 480 });
    expect(drawingSize(4000, 4 / 3)).toEqual({ width: 1440, height: 1080 });
    expect(drawingSize(null, 16 / 9)).toEqual({ width: 1440, height: 810 });
  });

  it('builds what the API accepts', () => {
    const saved = annotationsToSave(
      '',
      [{ id: 't1', x: 0.5, y: 0.5, text: 'A', color: '#000000', size: 0.05 }],
      new Date('2024-05-14T10:00:00.000Z'),
    );
    expect(annotationsSchema.parse(saved)).toEqual({
      canvasData: '',
      textAnnotations: [{ id: 't1', x: 0.5, y: 0.5, text: 'A', color: '#000000', size: 0.05 }],
      timestamp: '2024-05-14T10:00:00.000Z',
    });
  });

  it('starts from the saved annotations, keeping their drawing', () => {
    const start = documentFrom({
      canvasData: 'data:image/png;base64,AAAA',
      textAnnotations: [],
      timestamp: '2024-05-14T10:00:00.000Z',
    });
    expect(start.keepsSavedDrawing).toBe(true);
    expect(documentFrom(null).keepsSavedDrawing).toBe(false);
  });

  it('undo restores the previous state and redo the undone one; a new change drops redo', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
});
