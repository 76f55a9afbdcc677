import type { Annotations } from '@photodossier/domain/media-record';
import { useTranslation } from 'react-i18next';
import { AnnotationText } from './annotation-texts';

type AnnotationLayerProps = {
  annotations: Annotations;
  /** Height in CSS pixels of the photo as laid out, so texts keep their size relative to it. */
  photoHeight: number;
};

/**
 * Saved annotations over the photo: the drawing stretched to the photo's box and the texts at
 * their fractional places. It sits inside the zoomed box, so it zooms and pans with the photo.
 */
export function AnnotationLayer({ annotations, photoHeight }: AnnotationLayerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('viewer.annotations.layer')}
      data-testid="annotation-layer"
      className="pointer-events-none absolute inset-0"
    >
      {annotations.canvasData ? (
        <img
          src={annotations.canvasData}
          alt=""
          data-testid="annotation-drawing"
          draggable={false}
          className="absolute inset-0 size-full"
        />
      ) : null}
      {annotations.textAnnotations.map((annotation) => (
        <AnnotationText key={annotation.id} annotation={annotation} photoHeight={photoHeight} />
      ))}
    </div>
  );
}
