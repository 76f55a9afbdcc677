import type { Annotations, PhotoRecord } from '@photodossier/domain/media-record';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEXT_SIZES } from './annotation-document';
import { AnnotationText } from './annotation-texts';
import { AnnotationToolbar } from './annotation-toolbar';
import { ANNOTATION_COLORS } from './annotation-tools';
import { useAnnotationEditor } from './use-annotation-editor';

type AnnotationEditorProps = {
  photo: PhotoRecord;
  /** Width/height of the photo as displayed. */
  ratio: number;
  /** Resolves once saved; rejects (after its own toast) to keep the drawing on screen. */
  onSave: (annotations: Annotations) => Promise<void>;
  onCancel: () => void;
};

/**
 * Drawing and text annotations over the photo at its fitted size (zoom is left at 1 while
 * annotating). The drawing is stored as a PNG at the photo's width (1440 px at most) and texts
 * as fractions; the state and the gestures live in useAnnotationEditor.
 */
export function AnnotationEditor({ photo, ratio, onSave, onCancel }: AnnotationEditorProps) {
  const { t } = useTranslation();
  const editor = useAnnotationEditor({ photo, ratio, onSave });
  const { frame, drawing, content, settings, pending } = editor;
  const sized = frame.width > 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div ref={editor.viewportRef} className="relative min-h-0 flex-1 overflow-hidden">
        <div
          data-testid="annotation-editor"
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
          style={{ width: sized ? frame.width : 0, height: sized ? frame.height : 0 }}
        >
          <img
            src={photo.preview_url ?? photo.image_url}
            alt=""
            draggable={false}
            className="block size-full select-none"
          />
          <canvas
            ref={editor.canvas}
            role="img"
            aria-label={t('viewer.annotations.canvas')}
            aria-describedby={editor.hintId}
            data-testid="annotation-canvas"
            width={drawing.width}
            height={drawing.height}
            className={
              settings.tool === 'text'
                ? 'absolute inset-0 size-full cursor-text touch-none'
                : 'absolute inset-0 size-full cursor-crosshair touch-none'
            }
            onPointerDown={editor.onPointerDown}
            onPointerMove={editor.onPointerMove}
            onPointerUp={editor.onPointerEnd}
            onPointerCancel={editor.onPointerEnd}
          />
          <p id={editor.hintId} className="sr-only">
            {t('viewer.annotations.canvasHint')}
          </p>
          {content.texts.map((annotation) => (
            <AnnotationText key={annotation.id} annotation={annotation} photoHeight={frame.height}>
              <button
                type="button"
                aria-label={t('viewer.annotations.removeText', { text: annotation.text })}
                title={t('viewer.annotations.removeText', { text: annotation.text })}
                onClick={() => editor.removeText(annotation.id)}
                className="ml-1 inline-flex size-6 translate-y-[-0.2em] items-center justify-center rounded-full bg-black/70 align-middle text-white shadow ring-1 ring-white/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-3.5"
              >
                <X aria-hidden />
              </button>
            </AnnotationText>
          ))}
          {pending ? (
            <input
              ref={editor.textInput}
              type="text"
              value={pending.text}
              maxLength={500}
              aria-label={t('viewer.annotations.textInput')}
              placeholder={t('viewer.annotations.textPlaceholder')}
              onChange={(event) => editor.typePending(event.target.value)}
              onKeyDown={(event) => editor.onTextKeyDown(event, pending.id)}
              onBlur={() => editor.commitPending(pending.id)}
              className="absolute min-w-40 rounded border border-white/70 bg-black/50 px-1 leading-tight font-semibold text-white placeholder:text-white/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
              style={{
                left: `${(pending.point.x / pending.box.width) * 100}%`,
                top: `${(pending.point.y / pending.box.height) * 100}%`,
                color: ANNOTATION_COLORS[settings.color],
                fontSize: `${Math.max(14, TEXT_SIZES[settings.textSize] * frame.height)}px`,
              }}
            />
          ) : null}
        </div>
        {!editor.ready ? (
          <p
            role="status"
            className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1.5 text-xs text-white"
          >
            {t('viewer.annotations.loadingDrawing')}
          </p>
        ) : null}
      </div>
      <div className="flex justify-center px-2 py-3">
        <AnnotationToolbar
          settings={settings}
          onChange={editor.setSettings}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          canClear={editor.canClear}
          onUndo={editor.undo}
          onRedo={editor.redo}
          onClear={editor.clear}
          onCancel={onCancel}
          onSave={() => void editor.save()}
          saving={editor.saving}
          disabled={!editor.ready}
        />
      </div>
    </div>
  );
}
