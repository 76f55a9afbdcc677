import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from '@/lib/live-events';
import { CameraControlPage } from './camera-control-page';

class FakeEventSource extends EventTarget {
  close() {}
  emit(topic: string, ids: string[]) {
    this.dispatchEvent(
      Object.assign(new Event('message'), { data: JSON.stringify({ topic, ids }) }),
    );
  }
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

const tablet = { device_id: 'tablet-7f3a', label: 'iPad', last_seen_at: '2026-11-22T10:00:00Z' };
const phone = { device_id: 'phone-91bc', label: 'Android', last_seen_at: '2026-11-22T10:00:00Z' };

let source: FakeEventSource;
let disconnect: () => void;
let commands: unknown[];

beforeEach(() => {
  commands = [];
  disconnect = connectLiveEvents(new QueryClient(), () => (source = new FakeEventSource()));
});

afterEach(() => {
  disconnect();
  vi.restoreAllMocks();
});

function serve(cameras: unknown[], commandAnswer: (body: unknown) => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/v1/camera-control/cameras') return json({ items: cameras });
    if (url === '/api/v1/camera-control/commands') {
      const body: unknown = JSON.parse(String(init?.body));
      commands.push(body);
      return commandAnswer(body);
    }
    throw new Error(`unexpected ${url}`);
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CameraControlPage />
    </QueryClientProvider>,
  );
}

describe('camera control page', () => {
  it('says how to get a camera when none is open', async () => {
    serve([], () => json({}));
    renderPage();
    expect(
      await screen.findByText("Aucune caméra active. Ouvrez la caméra sur l'autre appareil."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prendre une photo' })).not.toBeInTheDocument();
  });

  it('shoots with the chosen camera and shows "Photo prise" once it answers', async () => {
    serve([tablet, phone], () =>
      json({ id: 'cmd-1', target_device_id: phone.device_id, action: 'capture' }, 202),
    );
    renderPage();
    const user = userEvent.setup();
    const phoneChoice = await screen.findByRole('radio', { name: /Caméra · Android/ });
    expect(screen.getByRole('radio', { name: /Caméra · iPad/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(phoneChoice);
    await user.click(screen.getByRole('button', { name: 'Prendre une photo' }));
    expect(commands).toEqual([{ target_device_id: phone.device_id, action: 'capture' }]);
    await screen.findByText('En attente de la caméra…');

    act(() => source.emit('camera_control.result', ['cmd-1', phone.device_id, 'done']));
    expect(screen.getByRole('status')).toHaveTextContent('Photo prise');
  });

  it("shows the server's French text when the camera went offline", async () => {
    serve([tablet], () =>
      json(
        { code: 'camera_control.camera_offline', status: 409, title: 'Conflict', params: {} },
        409,
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prendre une photo' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        "Cette caméra n'est plus active. Ouvrez la caméra sur l'autre appareil.",
      ),
    );
  });
});
