import { useQuery } from '@tanstack/react-query';
import { photoFaceDetectionQueryOptions } from '../hooks/use-photo-face-suggestions';
import { FaceRegionOverlay } from './face-region-overlay';

/** The face found on a photo, drawn over it once the viewer's analysis has run. */
export function PhotoFaceRegions({ photoId }: { photoId: string }) {
  // Reads what the suggestions card asked for; never starts an analysis of its own.
  const { data } = useQuery({ ...photoFaceDetectionQueryOptions(photoId), enabled: false });
  if (!data) return null;
  return (
    <FaceRegionOverlay
      regions={data.faces.map((face) => face.box)}
      imageWidth={data.imageWidth}
      imageHeight={data.imageHeight}
    />
  );
}
