import type { Annotations, PhotoRecord, TextAnnotation } from '@photodossier/domain/media-record';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useFitFrame } from '@/components/zoom-stage/use-fit-frame';
import {
  annotationsToSave,
  clearedDocument,
  documentFrom,
  drawingSize,
  record,
  redo,
  startHistory,
  TEXT_SIZES,
  textAnnotationAt,
  undo,
  type AnnotationDocument,
  type History,
  type Point,
  type Stroke,
} from './annotation-document';
import {
  ANNOTATION_COLORS,
  DEFAULT_TOOL_SETTINGS,
  ERASER_WIDTH_FACTOR,
  newAnnotationId,
  STROKE_WIDTHS,
  type ToolSettings,
} from './annotation-tools';
import { exportDrawing } from './export-drawing';
import { drawSegment, renderDocument } from './render-strokes';

/** A text being typed: where it was placed, in pixels of the photo box of that moment. */
export type PendingText = {
  id: string;
  point: Point;
  box: { width: number; height: number };
  text: string;
};

function pendingAnnotation(pending: PendingText, settings: ToolSettings): TextAnnotation {
  return textAnnotationAt(pending.point, pending.box, {
    id: pending.id,
    text: pending.text,
    color: ANNOTATION_COLORS[settings.color],
    size: TEXT_SIZES[settings.textSize],
  });
}

function isEmpty(content: AnnotationDocument): boolean {
  return !content.keepsSavedDrawing && content.strokes.length === 0 && content.texts.length === 0;
}

/**
 * The annotation editor's state and gestures: the document with its undo history, the tool
 * settings, the text being typed, the pointer strokes and the save. Strokes are kept as data
 * and replayed, so undo and redo are exact and cheap.
 */
export function useAnnotationEditor({
  photo,
  ratio,
  onSave,
}: {
  photo: PhotoRecord;
  ratio: number;
  onSave: (annotations: Annotations) => Promise<void>;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const { viewportRef, frame } = useFitFrame<HTMLDivElement>(ratio);
  const drawing = drawingSize(photo.width, ratio);
  const savedCanvasData = photo.annotations?.canvasData ?? '';

  const [history, setHistory] = useState<History<AnnotationDocument>>(() =>
    startHistory(documentFrom(photo.annotations)),
  );
  const content = history.present;
  const [settings, setSettings] = useState<ToolSettings>(DEFAULT_TOOL_SETTINGS);
  const [pending, setPending] = useState<PendingText | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedDrawing, setSavedDrawing] = useState<HTMLImageElement | null>(null);
  const ready = savedCanvasData === '' || savedDrawing !== null;

  const canvas = useRef<HTMLCanvasElement | null>(null);
  const textInput = useRef<HTMLInputElement | null>(null);
  const stroke = useRef<Stroke | null>(null);

  // The saved drawing has to be on the canvas before anything is drawn over it.
  useEffect(() => {
    if (!savedCanvasData) return;
    const image = new Image();
    image.onload = () => setSavedDrawing(image);
    image.src = savedCanvasData;
    return () => {
      image.onload = null;
    };
  }, [savedCanvasData]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) renderDocument(context, content, savedDrawing);
  }, [content, savedDrawing, drawing.width, drawing.height]);

  useEffect(() => {
    if (pending) textInput.current?.focus();
  }, [pending?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per new text

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y anywhere in the viewer, except while typing a text.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.target instanceof HTMLInputElement) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      setHistory(key === 'y' || event.shiftKey ? redo : undo);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const change = (next: AnnotationDocument) => setHistory((current) => record(current, next));

  function canvasPoint(event: ReactPointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const offset = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    return { rect, offset };
  }

  function commitPending(id: string) {
    if (!pending || pending.id !== id) return;
    setPending(null);
    if (!pending.text.trim()) return;
    change({ ...content, texts: [...content.texts, pendingAnnotation(pending, settings)] });
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!ready || saving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Keeps the mouse-down from moving focus away from the text field opened below.
    event.preventDefault();
    const { rect, offset } = canvasPoint(event);
    if (rect.width <= 0 || rect.height <= 0) return;

    if (settings.tool === 'text') {
      if (pending) commitPending(pending.id);
      setPending({
        id: newAnnotationId(),
        point: offset,
        box: { width: rect.width, height: rect.height },
        text: '',
      });
      return;
    }

    event.currentTarget.setPointerCapture?.(event.pointerId);
    const scale = event.currentTarget.width / rect.width;
    const width =
      STROKE_WIDTHS[settings.width] * (settings.tool === 'eraser' ? ERASER_WIDTH_FACTOR : 1);
    stroke.current = {
      tool: settings.tool,
      color: ANNOTATION_COLORS[settings.color],
      width: width * scale,
      points: [{ x: offset.x * scale, y: offset.y * scale }],
    };
    const context = event.currentTarget.getContext('2d');
    if (context) drawSegment(context, stroke.current);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const current = stroke.current;
    if (!current) return;
    const { rect, offset } = canvasPoint(event);
    const scale = event.currentTarget.width / rect.width;
    const point: Point = { x: offset.x * scale, y: offset.y * scale };
    stroke.current = { ...current, points: [...current.points, point] };
    const context = event.currentTarget.getContext('2d');
    if (context) drawSegment(context, stroke.current);
  }

  function onPointerEnd() {
    const finished = stroke.current;
    stroke.current = null;
    if (finished) change({ ...content, strokes: [...content.strokes, finished] });
  }

  function onTextKeyDown(event: ReactKeyboardEvent<HTMLInputElement>, id: string) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitPending(id);
    } else if (event.key === 'Escape') {
      setPending(null);
    }
  }

  async function save() {
    const element = canvas.current;
    if (!element) return;
    const canvasData = exportDrawing(element, content, savedCanvasData);
    if (canvasData === null) {
      notify(t('viewer.annotations.tooLarge'), { variant: 'destructive' });
      return;
    }
    // A text still being typed when Save is pressed is part of what the user sees.
    const texts = pending?.text.trim()
      ? [...content.texts, pendingAnnotation(pending, settings)]
      : content.texts;
    setSaving(true);
    try {
      await onSave(annotationsToSave(canvasData, texts, new Date()));
    } catch {
      setSaving(false);
    }
  }

  return {
    hintId,
    viewportRef,
    frame,
    drawing,
    canvas,
    textInput,
    content,
    settings,
    setSettings,
    pending,
    typePending: (text: string) =>
      setPending((current) => (current ? { ...current, text } : current)),
    commitPending,
    onTextKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerEnd,
    ready,
    saving,
    save,
    removeText: (id: string) =>
      change({ ...content, texts: content.texts.filter((text) => text.id !== id) }),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    canClear: !isEmpty(content),
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    clear: () => change(clearedDocument),
  };
}
