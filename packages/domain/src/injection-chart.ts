import type { ChartView, InjectionPoint } from './injections';

// The drawn face of the injection chart (decision 0042), one set of line paths per view in a
// 200 × 260 box. The web draws them as SVG and places points in fractions of the box; the
// server draws the same paths into the chart PDF, so both show a point at the same place.

export const FACE_CHART_WIDTH = 200;
export const FACE_CHART_HEIGHT = 260;

export type FaceView = Exclude<ChartView, 'photo'>;
export const FACE_VIEWS: readonly FaceView[] = ['front', 'left', 'right'];

const FRONT = [
  'M100 20 C150 20 172 60 172 115 C172 170 150 225 100 240 C50 225 28 170 28 115 C28 60 50 20 100 20 Z',
  'M40 80 C60 45 140 45 160 80',
  'M55 100 Q72 90 90 98',
  'M110 98 Q128 90 145 100',
  'M58 115 Q73 106 88 115 Q73 122 58 115 Z',
  'M112 115 Q127 106 142 115 Q127 122 112 115 Z',
  'M100 112 L94 160 Q100 166 106 160',
  'M90 162 Q94 168 100 166 Q106 168 110 162',
  'M78 190 Q90 182 100 186 Q110 182 122 190 Q100 196 78 190 Z',
  'M78 190 Q100 208 122 190',
  'M28 110 Q18 118 22 135 Q25 148 32 150',
  'M172 110 Q182 118 178 135 Q175 148 168 150',
  'M88 165 Q76 180 78 196',
  'M112 165 Q124 180 122 196',
  'M70 232 L70 258',
  'M130 232 L130 258',
];

/** The left profile: the patient's left side, looking to the left of the chart. */
const LEFT = [
  'M150 30 C115 10 70 20 62 60 C58 80 60 95 56 105 L40 140 Q38 146 46 148 L52 150 Q48 160 54 164 Q46 170 52 176 Q50 186 56 196 Q62 212 80 214 Q100 214 112 200 L118 258',
  'M150 30 C175 45 180 90 170 130 C165 150 150 170 150 190 L152 258',
  'M128 110 Q140 100 146 112 Q148 128 136 136 Q130 130 128 110 Z',
  'M66 110 Q74 104 82 110 Q74 113 66 110 Z',
  'M60 96 Q74 89 88 95',
  'M52 170 L64 170',
  'M80 214 Q110 200 132 150',
  'M70 150 Q64 165 66 178',
];

export const FACE_CHART_PATHS: Readonly<Record<FaceView, readonly string[]>> = {
  front: FRONT,
  left: LEFT,
  // The right profile is the left one seen in a mirror: drawn with MIRROR_TRANSFORM.
  right: LEFT,
};

/** SVG transform drawing a view; the right profile mirrors the left. */
export function faceViewTransform(view: FaceView): string | undefined {
  return view === 'right' ? `translate(${FACE_CHART_WIDTH} 0) scale(-1 1)` : undefined;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"]/gu, (char) => `&#${char.charCodeAt(0)};`);

export interface ChartMark {
  readonly view: ChartView;
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly colour: string;
}

/**
 * The three drawn views side by side with their numbered points, as one SVG document (the
 * chart PDF rasterises it). Titles are given in the reader's language.
 */
export function faceChartSvg(marks: readonly ChartMark[], titles: Record<FaceView, string>) {
  const gap = 20;
  const width = FACE_CHART_WIDTH * 3 + gap * 2;
  const height = FACE_CHART_HEIGHT + 24;
  const views = FACE_VIEWS.map((view, index) => {
    const left = index * (FACE_CHART_WIDTH + gap);
    const transform = faceViewTransform(view);
    const paths = FACE_CHART_PATHS[view]
      .map((d) => `<path d="${d}"${transform ? ` transform="${transform}"` : ''}/>`)
      .join('');
    const points = marks
      .filter((mark) => mark.view === view)
      .map((mark) => {
        const cx = (mark.x * FACE_CHART_WIDTH).toFixed(1);
        const cy = (mark.y * FACE_CHART_HEIGHT).toFixed(1);
        return (
          `<circle cx="${cx}" cy="${cy}" r="7" fill="${escapeXml(mark.colour)}" stroke="#fff" stroke-width="1.5"/>` +
          `<text x="${cx}" y="${cy}" dy="3.2" font-size="8" font-family="DejaVu Sans, sans-serif" text-anchor="middle" fill="#fff">${escapeXml(mark.label)}</text>`
        );
      })
      .join('');
    return (
      `<g transform="translate(${left} 24)">` +
      `<g fill="none" stroke="#6b6460" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</g>` +
      `${points}</g>` +
      `<text x="${left + FACE_CHART_WIDTH / 2}" y="14" font-size="12" font-family="DejaVu Sans, sans-serif" text-anchor="middle" fill="#333">${escapeXml(titles[view])}</text>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${views.join('')}</svg>`;
}

/** Colours of the products on a chart, by order of first use. */
export const PRODUCT_COLOURS = ['#b4235a', '#1f6fb2', '#2f8f4e', '#c46a12', '#6b3fa0', '#0f7c7c'];

/**
 * The colour of each product of a session, by order of first use: the page's chart and the chart
 * PDF call this one rule, so a product wears the same colour on the screen and on paper.
 */
export function productColours(
  points: readonly Pick<InjectionPoint, 'product_name'>[],
): Map<string, string> {
  const colours = new Map<string, string>();
  for (const point of points) {
    if (!colours.has(point.product_name)) {
      colours.set(point.product_name, PRODUCT_COLOURS[colours.size % PRODUCT_COLOURS.length]!);
    }
  }
  return colours;
}
