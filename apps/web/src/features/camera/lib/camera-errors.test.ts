import { describe, expect, it } from 'vitest';
import { cameraPrerequisiteProblem, cameraProblemOf } from './camera-errors';

const domError = (name: string) => new DOMException('x', name);

describe('cameraProblemOf', () => {
  it('reads a refusal as denied, which leads to the permission tutorial', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
  });

  it('tells a missing camera from one held by another application', () => {
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new Error('?'))).toBe('failed');
  });
});

describe('cameraPrerequisiteProblem', () => {
  it('explains an insecure page before an unsupported browser', () => {
    expect(cameraPrerequisiteProblem({ isSecureContext: false, hasMediaDevices: false })).toBe(
      'insecure',
    );
    expect(cameraPrerequisiteProblem({ isSecureContext: true, hasMediaDevices: false })).toBe(
      'unsupported',
    );
    expect(cameraPrerequisiteProblem({ isSecureContext: true, hasMediaDevices: true })).toBeNull();
  });
});
