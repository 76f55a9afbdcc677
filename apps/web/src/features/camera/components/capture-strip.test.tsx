import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../hooks/use-capture-queue';
import type { CaptureTarget } from '../lib/capture-naming';
import { CaptureStrip } from './capture-strip';

function capture(id: string, target: CaptureTarget, status: Capture['status'] = 'ready'): Capture {
  return {
    id,
    kind: 'photo',
    target,
    key: id,
    file: new File([new Uint8Array([1])], `${id}.jpg`, { type: 'image/jpeg' }),
    url: 'blob:x',
    durationSeconds: null,
    kept: true,
    status,
    photo: null,
    embedding: null,
  };
}

const here: CaptureTarget = { kind: 'patient', patientId: 'b' };

describe('CaptureStrip', () => {
  it('says which brought-back shots go elsewhere, and where', () => {
    render(
      <CaptureStrip
        captures={[
          capture('old', { kind: 'patient', patientId: 'a' }),
          capture('sent', { kind: 'quick' }, 'done'),
          capture('new', here),
        ]}
        saving={false}
        progressOf={() => null}
        onRemove={() => {}}
        onSave={() => {}}
        elsewhereOf={(item) =>
          item.target.kind === 'patient' && item.target.patientId === 'b'
            ? null
            : item.target.kind === 'patient'
              ? 'Alice Premier'
              : 'Sans patient'
        }
      />,
    );
    expect(screen.getByTestId('camera-strip-elsewhere-note')).toHaveTextContent(
      /^Prises reprises, envoyées vers\s: Alice Premier \(1\)$/,
    );
    const badges = screen.getAllByTestId('camera-strip-elsewhere');
    expect(badges.map((badge) => badge.getAttribute('title'))).toEqual([
      'Destination\u00a0: Alice Premier',
      'Destination\u00a0: Sans patient',
    ]);
  });

  it('adds nothing when every shot goes where this camera sends', () => {
    render(
      <CaptureStrip
        captures={[capture('new', here)]}
        saving={false}
        progressOf={() => null}
        onRemove={() => {}}
        onSave={() => {}}
        elsewhereOf={() => null}
      />,
    );
    expect(screen.queryByTestId('camera-strip-elsewhere-note')).toBeNull();
    expect(screen.queryByTestId('camera-strip-elsewhere')).toBeNull();
  });
});
