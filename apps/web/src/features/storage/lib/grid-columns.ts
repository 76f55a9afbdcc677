/** Grid columns by the width available: 1 on a phone up to 5 on a wide dialog (spec 01 §2). */
const COLUMN_MIN_WIDTHS_PX = [0, 300, 460, 620, 780] as const;

export function storageGridColumns(widthPx: number): number {
  let columns = 1;
  COLUMN_MIN_WIDTHS_PX.forEach((minWidth, index) => {
    if (widthPx >= minWidth) columns = index + 1;
  });
  return columns;
}
