import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from '@/lib/live-events';
import { leaveCameraControl } from '../api/leave-camera-control';
import { sendCameraHeartbeat } from '../api/send-camera-heartbeat';
import { sendCameraResult } from '../api/send-camera-result';
import { commandForDevice, deviceKindOf, resultForCommand } from '../lib/remote-shutter';
import { useRemoteShutter } from './use-remote-shutter';

vi.mock('../lib/camera-device-id', () => ({ getCameraDeviceId: () => 'this-device' }));
vi.mock('../api/send-camera-heartbeat', () => ({ sendCameraHeartbeat: vi.fn() }));
vi.mock('../api/send-camera-result', () => ({ sendCameraResult: vi.fn() }));
vi.mock('../api/leave-camera-control', () => ({ leaveCameraControl: vi.fn() }));

class FakeEventSource extends EventTarget {
  close() {}
  emit(topic: string, ids: string[]) {
    this.dispatchEvent(
      Object.assign(new Event('message'), { data: JSON.stringify({ topic, ids }) }),
    );
  }
}

let source: FakeEventSource;
let disconnect: () => void;

beforeEach(() => {
  // Testing Library unmounts the previous test's hook after our afterEach: forget its calls.
  vi.clearAllMocks();
  vi.mocked(sendCameraHeartbeat).mockResolvedValue(undefined);
  vi.mocked(sendCameraResult).mockResolvedValue(undefined);
  vi.mocked(leaveCameraControl).mockResolvedValue(undefined);
  const queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  disconnect = connectLiveEvents(queryClient, () => (source = new FakeEventSource()));
});

afterEach(() => {
  disconnect();
});

function renderShutter(enabled = true) {
  const handlers = { onCapture: vi.fn(), onStartVideo: vi.fn(), onStopVideo: vi.fn() };
  const view = renderHook(
    (props: { enabled: boolean }) => useRemoteShutter({ ...handlers, ...props }),
    {
      initialProps: { enabled },
    },
  );
  return { ...handlers, ...view };
}

describe('commandForDevice', () => {
  const event = { topic: 'camera_control.command', ids: ['c1', 'dev-a', 'capture'] };

  it('keeps a command for this device only', () => {
    expect(commandForDevice(event, 'dev-a')).toEqual({
      id: 'c1',
      target_device_id: 'dev-a',
      action: 'capture',
    });
    expect(commandForDevice(event, 'dev-b')).toBeNull();
  });

  it('ignores other topics, unknown actions, malformed ids and commands already run', () => {
    expect(commandForDevice({ ...event, topic: 'photos.changed' }, 'dev-a')).toBeNull();
    expect(commandForDevice({ ...event, ids: ['c1', 'dev-a', 'format_disk'] }, 'dev-a')).toBeNull();
    expect(commandForDevice({ ...event, ids: ['c1', 'dev-a'] }, 'dev-a')).toBeNull();
    expect(commandForDevice({ topic: event.topic }, 'dev-a')).toBeNull();
    expect(commandForDevice(event, 'dev-a', new Set(['c1']))).toBeNull();
  });

  it("matches the camera's answer to the remote's own command only", () => {
    const result = { topic: 'camera_control.result', ids: ['c1', 'dev-a', 'done'] };
    expect(resultForCommand(result, 'c1')).toEqual({
      command_id: 'c1',
      device_id: 'dev-a',
      status: 'done',
    });
    expect(resultForCommand(result, 'c2')).toBeNull();
    expect(resultForCommand({ ...result, ids: ['c1', 'dev-a', 'maybe'] }, 'c1')).toBeNull();
  });

  it('names the device from its user agent', () => {
    expect(deviceKindOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iPhone');
    expect(deviceKindOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('Android');
    expect(deviceKindOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('Mac');
    expect(deviceKindOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
  });
});

describe('useRemoteShutter', () => {
  it('announces this device and runs the commands addressed to it, once each', async () => {
    const { result, onCapture, onStartVideo, onStopVideo } = renderShutter();
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(sendCameraHeartbeat).toHaveBeenCalledWith({
      device_id: 'this-device',
      label: expect.any(String),
    });

    act(() => {
      source.emit('camera_control.command', ['c1', 'other-device', 'capture']);
      source.emit('camera_control.command', ['c2', 'this-device', 'capture']);
      source.emit('camera_control.command', ['c2', 'this-device', 'capture']);
      source.emit('camera_control.command', ['c3', 'this-device', 'start_video']);
      source.emit('camera_control.command', ['c4', 'this-device', 'stop_video']);
      source.emit('photos.changed', ['this-device']);
    });
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(onStartVideo).toHaveBeenCalledTimes(1);
    expect(onStopVideo).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendCameraResult).mock.calls).toEqual([
      ['c2', { device_id: 'this-device', status: 'done' }],
      ['c3', { device_id: 'this-device', status: 'done' }],
      ['c4', { device_id: 'this-device', status: 'done' }],
    ]);
  });

  it('waits for the camera before announcing, then answers busy while it cannot shoot', async () => {
    const { result, rerender, onCapture, unmount } = renderShutter(false);
    await act(() => Promise.resolve());
    act(() => source.emit('camera_control.command', ['c1', 'this-device', 'capture']));
    expect(onCapture).not.toHaveBeenCalled();
    expect(sendCameraHeartbeat).not.toHaveBeenCalled();
    expect(sendCameraResult).not.toHaveBeenCalled();
    expect(result.current.connected).toBe(false);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.connected).toBe(true));
    // A shot under review: still listed on the remote, but it does not shoot.
    rerender({ enabled: false });
    expect(result.current.connected).toBe(false);
    expect(leaveCameraControl).not.toHaveBeenCalled();
    act(() => source.emit('camera_control.command', ['c2', 'this-device', 'capture']));
    expect(onCapture).not.toHaveBeenCalled();
    expect(sendCameraResult).toHaveBeenCalledWith('c2', {
      device_id: 'this-device',
      status: 'busy',
    });

    unmount();
    expect(leaveCameraControl).toHaveBeenCalledWith('this-device');
    act(() => source.emit('camera_control.command', ['c3', 'this-device', 'capture']));
    expect(sendCameraResult).toHaveBeenCalledTimes(1);
  });

  it('reports a refused announcement as not connected', async () => {
    vi.mocked(sendCameraHeartbeat).mockRejectedValue(new Error('offline'));
    const { result } = renderShutter();
    await waitFor(() => expect(sendCameraHeartbeat).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(result.current.connected).toBe(false);
  });
});
