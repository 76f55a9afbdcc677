import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '@/lib/use-element-size';
import { useWindowRows } from '@/lib/use-window-rows';
import { patientFullName } from '@photodossier/domain/display-names';
import { PatientAvatar } from './patient-avatar';
import { PhotoCount, usePatientAge } from './patient-facts';
import { PatientLink } from './patient-link';
import type { PatientsViewProps } from './patients-list-view';
import { PinButton } from './pin-button';

const GAP_PX = 12;
// Text under the picture, and the gap: the picture itself is as tall as the card is wide.
const CARD_TEXT_HEIGHT = 76;

/** Two cards across a phone, up to five on a wide screen. */
export function galleryColumns(width: number): number {
  if (width >= 1100) return 5;
  if (width >= 820) return 4;
  if (width >= 560) return 3;
  return 2;
}

/** Dossiers en galerie: a card per patient with the newest photo, virtualised by rows. */
export function PatientsGalleryView({ rows, hasMore, onNearEnd, onTogglePin }: PatientsViewProps) {
  const { t } = useTranslation();
  const ageOf = usePatientAge();
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const width = useElementSize(grid).width;
  const columns = galleryColumns(width);
  const rowCount = Math.ceil(rows.length / columns);
  const cardWidth = width > 0 ? (width - GAP_PX * (columns - 1)) / columns : 160;

  const { ref, virtualizer, items, scrollMargin } = useWindowRows({
    count: rowCount,
    estimateSize: () => cardWidth + CARD_TEXT_HEIGHT + GAP_PX,
    getItemKey: (index) => `${columns}:${rows[index * columns]?.patient.id ?? index}`,
    onNearEnd,
    nearEndRows: 2,
  });

  return (
    <ul
      ref={(element) => {
        ref(element);
        setGrid(element);
      }}
      aria-label={t('patients.list.label')}
      data-testid="patients-gallery"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.flatMap((item) => {
        const start = item.index * columns;
        return rows.slice(start, start + columns).map((row, column) => {
          const { patient, pinned } = row;
          const name = patientFullName(patient);
          const age = ageOf(patient);
          const index = start + column;
          return (
            <li
              key={patient.id}
              data-index={item.index}
              ref={column === 0 ? virtualizer.measureElement : undefined}
              aria-posinset={index + 1}
              aria-setsize={hasMore ? -1 : rows.length}
              className="absolute top-0"
              style={{
                width: cardWidth,
                paddingBottom: GAP_PX,
                transform: `translate(${column * (cardWidth + GAP_PX)}px, ${item.start - scrollMargin}px)`,
              }}
            >
              <div
                data-testid="patient-card"
                data-pinned={pinned || undefined}
                className="relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-shadow hover:shadow-md"
              >
                <PatientAvatar
                  patient={patient}
                  showCover
                  className="aspect-square w-full text-3xl sm:text-4xl"
                />
                <PinButton
                  pinned={pinned}
                  name={name}
                  onToggle={() => onTogglePin(patient.id)}
                  className="absolute top-2 right-2 z-10 size-9 bg-card/85 shadow-sm backdrop-blur hover:bg-card"
                />
                <div className="flex min-w-0 flex-col gap-1 p-3">
                  <PatientLink patientId={patient.id} className="text-sm sm:text-base">
                    {name}
                  </PatientLink>
                  <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    {age ? <span>{age}</span> : null}
                    <PhotoCount count={patient.photo_count} />
                  </p>
                </div>
              </div>
            </li>
          );
        });
      })}
    </ul>
  );
}
