import {
  FACE_CHART_HEIGHT,
  FACE_CHART_PATHS,
  FACE_CHART_WIDTH,
  FACE_VIEWS,
  faceViewTransform,
  productColours,
  type FaceView,
} from '@photodossier/domain/injection-chart';
import type { ChartView, InjectionPoint } from '@photodossier/domain/injections';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addInjectionTexts } from '../i18n/add-injection-texts';

export type PlaceHandler = (view: ChartView, x: number, y: number) => void;

/** Where a click fell, in fractions of the element's box. */
export function fractionOf(event: MouseEvent<Element>): { x: number; y: number } {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: clamp((event.clientX - box.left) / box.width),
    y: clamp((event.clientY - box.top) / box.height),
  };
}

/** Enter or Space on a chart places a point at its centre, to be moved by editing it. */
export function placeFromKeyboard(event: KeyboardEvent, place: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    place();
  }
}

type MarkersProps = {
  points: readonly InjectionPoint[];
  view: ChartView;
  width: number;
  height: number;
  selectedId: string | null;
};

/** The numbered points of one view, coloured by product. */
export function ChartMarkers({ points, view, width, height, selectedId }: MarkersProps) {
  const colours = productColours(points);
  const radius = Math.max(width, height) / 36;
  return points.map((point, index) =>
    point.view === view ? (
      <g key={point.id} data-testid="injection-marker" data-point-id={point.id}>
        <circle
          cx={point.x * width}
          cy={point.y * height}
          r={radius}
          fill={colours.get(point.product_name)}
          stroke={point.id === selectedId ? '#111' : '#fff'}
          strokeWidth={radius / 4}
        />
        <text
          x={point.x * width}
          y={point.y * height}
          dy={radius * 0.38}
          fontSize={radius * 1.05}
          textAnchor="middle"
          fill="#fff"
          aria-hidden
        >
          {index + 1}
        </text>
      </g>
    ) : null,
  );
}

type FaceChartProps = {
  points: readonly InjectionPoint[];
  selectedId: string | null;
  onPlace: PlaceHandler;
};

/** The drawn face: front, left and right profile; a click places a point on the view. */
export function FaceChart({ points, selectedId, onPlace }: FaceChartProps) {
  addInjectionTexts();
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {FACE_VIEWS.map((view: FaceView) => {
        const label = t('injections:editor.chartLabel', {
          view: t(`injections:labels.views.${view}`),
        });
        const transform = faceViewTransform(view);
        return (
          <figure key={view} className="flex flex-col items-center gap-1">
            <svg
              viewBox={`0 0 ${FACE_CHART_WIDTH} ${FACE_CHART_HEIGHT}`}
              role="button"
              tabIndex={0}
              aria-label={label}
              data-testid={`face-chart-${view}`}
              className="w-full max-w-56 cursor-crosshair rounded-xl border border-border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={(event) => {
                const { x, y } = fractionOf(event);
                onPlace(view, x, y);
              }}
              onKeyDown={(event) => placeFromKeyboard(event, () => onPlace(view, 0.5, 0.5))}
            >
              <g
                fill="none"
                stroke="currentColor"
                strokeWidth={1.6}
                strokeLinecap="round"
                strokeLinejoin="round"
                className="text-muted-foreground"
                transform={transform}
              >
                {FACE_CHART_PATHS[view].map((d) => (
                  <path key={d} d={d} />
                ))}
              </g>
              <ChartMarkers
                points={points}
                view={view}
                width={FACE_CHART_WIDTH}
                height={FACE_CHART_HEIGHT}
                selectedId={selectedId}
              />
            </svg>
            <figcaption className="text-xs text-muted-foreground">
              {t(`injections:labels.views.${view}`)}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
