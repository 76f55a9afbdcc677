// Camera and photo-viewer paths sit on a transparent background (the camera feed or the photo
// fills the screen); every other path gets the light/dark gradient (spec 01 §2).
const transparentPaths = [
  /^\/camera(\/[^/]+)?\/?$/,
  /^\/patient\/[^/]+\/photo\/[^/]+\/?$/,
  /^\/photo\/[^/]+\/?$/,
];

export function hasTransparentBackground(pathname: string): boolean {
  return transparentPaths.some((pattern) => pattern.test(pathname));
}
