// Rooted at the live-event resource `camera_control`: each presence event refreshes the list.
export const cameraControlQueryKeys = {
  all: ['camera_control'] as const,
  cameras: ['camera_control', 'cameras'] as const,
};
