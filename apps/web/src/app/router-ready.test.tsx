import { screen, waitFor } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerReady, useRouterReady } from './router-ready';

function Page() {
  return null;
}

/** A route table whose page's code arrives when the test says so. */
function routerWithLazyPage(Component: () => ReactNode = Page) {
  let deliver: () => void = () => undefined;
  const code = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const router = createMemoryRouter(
    [{ path: '/patients', lazy: () => code.then(() => ({ Component })) }],
    { initialEntries: ['/patients'] },
  );
  return { router, deliver };
}

describe('routerReady', () => {
  it("waits for the code of the first address's routes, then resolves", async () => {
    const { router, deliver } = routerWithLazyPage();
    let ready = false;
    const waiting = routerReady(router).then(() => {
      ready = true;
    });
    // One turn of the event loop: every promise that could settle without the code has.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    expect(router.state.initialized).toBe(false);

    deliver();
    await waiting;
    expect(router.state.initialized).toBe(true);
    // The router turns the loaded Component into the element it renders.
    const page = router.state.matches.at(-1)?.route;
    expect(page?.lazy).toBeUndefined();
    expect((page?.element as { type?: unknown } | undefined)?.type).toBe(Page);
  });

  it('resolves at once for a router that has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Page }]);
    expect(router.state.initialized).toBe(true);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });

  it('resolves when the code fails to load, the router then holding the error to show', async () => {
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => Promise.reject(new Error('chunk gone')) }],
      { initialEntries: ['/'] },
    );
    await routerReady(router);
    expect(router.state.errors).not.toBeNull();
  });
});

function Patients() {
  return <h1>Patients</h1>;
}

function FirstScreen({ router }: { router: DataRouter }) {
  const ready = useRouterReady(router);
  return ready ? <RouterProvider router={router} /> : <p>Chargement…</p>;
}

/**
 * Delivers the page's code while the first render is under way, then keeps that render busy
 * past React's 5 ms slice, so React yields to the browser before the next element and the
 * commit.
 */
function DeliversCodeMidRender({ deliver }: { deliver: () => void }): ReactNode {
  deliver();
  const until = performance.now() + 30;
  while (performance.now() < until) {
    // Busy on purpose: a render that outlasts its slice.
  }
  return null;
}

let unmount: () => void = () => undefined;
afterEach(() => unmount());

describe('useRouterReady', () => {
  it('shows the page when its code arrives during a first render that no longer waited for it', async () => {
    const { router, deliver } = routerWithLazyPage(Patients);
    // The first screen stopped waiting for the code after 500 ms; its wait still listens.
    void routerReady(router);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    unmount = () => {
      root.unmount();
      container.remove();
    };
    startTransition(() => {
      root.render(
        <>
          <FirstScreen router={router} />
          <DeliversCodeMidRender deliver={deliver} />
          <p>Pied de page</p>
        </>,
      );
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });
});
