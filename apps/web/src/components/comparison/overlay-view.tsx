import type { ComparisonView } from '@photodossier/domain/comparison';
import { FrameBox, stageWidth } from './frame-box';
import { PlacedMedia } from './placed-media';
import { StageLabel } from './stage-label';
import type { StageMedia } from './types';

/** The after photo over the before photo at an opacity (0: before only, 1: after only). */
export function OverlayView({
  before,
  after,
  view,
  opacity,
}: {
  before: StageMedia;
  after: StageMedia;
  view: ComparisonView;
  opacity: number;
}) {
  return (
    <div
      className="mx-auto"
      style={{ width: stageWidth(view.crop.width / view.crop.height, 1, 1) }}
    >
      <FrameBox crop={view.crop} data-testid="stage-overlay" className="rounded-xl">
        {(width) => (
          <>
            <PlacedMedia media={before} crop={view.crop} frameWidth={width} />
            <PlacedMedia media={after} crop={view.crop} frameWidth={width} style={{ opacity }} />
            <StageLabel text={before.label} />
            <StageLabel text={after.label} align="right" />
          </>
        )}
      </FrameBox>
    </div>
  );
}
