import type { TextAnnotation } from '@photodossier/domain/media-record';
import type { ReactNode } from 'react';

// Light text gets a dark halo and dark text a light one, so it reads on any part of a photo.
function halo(color: string): string {
  const value = Number.parseInt(color.slice(1), 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff);
  const shadow = luminance > 140 ? 'rgb(0 0 0 / 0.75)' : 'rgb(255 255 255 / 0.75)';
  return `0 0 0.12em ${shadow}, 0 0 0.04em ${shadow}`;
}

type AnnotationTextProps = {
  annotation: TextAnnotation;
  /** Height in CSS pixels of the photo as laid out (before any zoom transform). */
  photoHeight: number;
  children?: ReactNode;
};

/** One text annotation at its place: x/y are fractions of the photo, size of its height. */
export function AnnotationText({ annotation, photoHeight, children }: AnnotationTextProps) {
  return (
    <span
      data-testid="annotation-text"
      className="absolute leading-tight font-semibold whitespace-pre"
      style={{
        left: `${annotation.x * 100}%`,
        top: `${annotation.y * 100}%`,
        color: annotation.color,
        fontSize: `${Math.max(1, annotation.size * photoHeight)}px`,
        textShadow: halo(annotation.color),
      }}
    >
      {annotation.text}
      {children}
    </span>
  );
}
