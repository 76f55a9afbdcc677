export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'insecure' | 'unsupported' | 'failed';

/** Before asking: what makes getUserMedia impossible on this page. */
export function cameraPrerequisiteProblem(env: {
  isSecureContext: boolean;
  hasMediaDevices: boolean;
}): CameraProblem | null {
  // Browsers hide mediaDevices outside HTTPS and localhost: say why instead of "unsupported".
  if (!env.isSecureContext) return 'insecure';
  if (!env.hasMediaDevices) return 'unsupported';
  return null;
}

/** The getUserMedia failure, by the DOMException names browsers use. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
