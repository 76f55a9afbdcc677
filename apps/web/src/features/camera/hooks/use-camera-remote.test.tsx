import { CAMERA_COMMAND_ACK_TIMEOUT_MS } from '@photodossier/domain/camera-control';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from '@/lib/live-events';
import { sendCameraCommand } from '../api/send-camera-command';
import { useCameraRemote } from './use-camera-remote';

vi.mock('../api/send-camera-command', () => ({ sendCameraCommand: vi.fn() }));

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
  vi.clearAllMocks();
  const queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  disconnect = connectLiveEvents(queryClient, () => (source = new FakeEventSource()));
});

afterEach(() => {
  disconnect();
  vi.useRealTimers();
});

function commandAnswers(id: string, action = 'capture') {
  vi.mocked(sendCameraCommand).mockResolvedValue({
    id,
    target_device_id: 'tablet',
    action: action as 'capture',
  });
}

describe('useCameraRemote', () => {
  it("shows the camera's answer to its own command, not to another one", async () => {
    commandAnswers('c1');
    const { result } = renderHook(() => useCameraRemote());
    await act(() => result.current.send('tablet', 'capture'));
    expect(sendCameraCommand).toHaveBeenCalledWith({
      target_device_id: 'tablet',
      action: 'capture',
    });
    expect(result.current.status.kind).toBe('waiting');

    act(() => source.emit('camera_control.result', ['c0', 'tablet', 'failed']));
    expect(result.current.status.kind).toBe('waiting');
    act(() => source.emit('camera_control.result', ['c1', 'tablet', 'done']));
    expect(result.current.status).toMatchObject({ kind: 'done', action: 'capture' });
  });

  it('keeps an answer that arrives before the command id is known', async () => {
    let answer: (value: { id: string; target_device_id: string; action: 'capture' }) => void = () =>
      undefined;
    vi.mocked(sendCameraCommand).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCameraRemote());
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send('tablet', 'capture');
    });
    act(() => source.emit('camera_control.result', ['c9', 'tablet', 'busy']));
    await act(async () => {
      answer({ id: 'c9', target_device_id: 'tablet', action: 'capture' });
      await sending;
    });
    expect(result.current.status).toMatchObject({ kind: 'busy', action: 'capture' });
  });

  it('follows the recording from the answers to start and stop', async () => {
    const { result } = renderHook(() => useCameraRemote());
    commandAnswers('v1', 'start_video');
    await act(() => result.current.send('tablet', 'start_video'));
    act(() => source.emit('camera_control.result', ['v1', 'tablet', 'done']));
    expect(result.current.recording).toBe(true);
    commandAnswers('v2', 'stop_video');
    await act(() => result.current.send('tablet', 'stop_video'));
    act(() => source.emit('camera_control.result', ['v2', 'tablet', 'done']));
    expect(result.current.recording).toBe(false);
  });

  it('says so when the camera never answers', async () => {
    vi.useFakeTimers();
    commandAnswers('c1');
    const { result } = renderHook(() => useCameraRemote());
    await act(() => result.current.send('tablet', 'capture'));
    act(() => vi.advanceTimersByTime(CAMERA_COMMAND_ACK_TIMEOUT_MS));
    expect(result.current.status.kind).toBe('noAnswer');
  });

  it("shows the server's refusal in the user's language", async () => {
    const { ApiError } = await import('@/lib/api-client');
    vi.mocked(sendCameraCommand).mockRejectedValue(
      new ApiError('camera_control.camera_offline', {}, 409, 'Cette caméra n’est plus active.'),
    );
    const { result } = renderHook(() => useCameraRemote());
    await act(() => result.current.send('tablet', 'capture'));
    expect(result.current.status).toEqual({
      kind: 'error',
      action: 'capture',
      message: 'Cette caméra n’est plus active.',
    });
  });
});
