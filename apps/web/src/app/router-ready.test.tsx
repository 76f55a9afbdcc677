import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router';

function Page() {
  return null;
}

/** A route table whose page's code arrives when the test says so. */
function routerWithLazyPage() {
  let deliver: () => void = () => undefined;
  const code = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const router = createMemoryRouter(
    [{ path: '/patients', lazy: () => code.then(() => ({ Component: Page })) }],
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
