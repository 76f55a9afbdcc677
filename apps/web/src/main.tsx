import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prepareFirstScreen } from '@/app/prepare-first-screen';
import { loadRoutesOf } from '@/app/router';
import { captureInstallPrompt } from '@/features/install/install-prompt';
import { i18n } from '@/lib/i18n/i18n';
import { holdUntilFirstPaint } from '@/lib/first-paint';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

captureInstallPrompt();
holdUntilFirstPaint();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A public page's HTML already holds the page, rendered in French at build time (decision
// 0052). For a French reader the app hydrates it once the route's code is there, so the nodes
// that painted first stay in place: no second paint of the page, no loading fallback. The
// hydration runs as a transition, which React does in slices that let the browser respond
// between them: the page is already on screen, only its handlers are still to come. For
// another language the page was kept hidden by index.html's style and is drawn afresh.
const prerenderedIn = container.dataset.prerendered;
if (prerenderedIn !== undefined && prerenderedIn === i18n.language) {
  void loadRoutesOf(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  if (prerenderedIn !== undefined) {
    container.replaceChildren();
    delete container.dataset.prerendered;
  }
  // A transition too: React renders the first screen in slices between which the browser
  // stays responsive, instead of one task that blocks it for the whole tree.
  void prepareFirstScreen(queryClient, window.location.pathname).then(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  });
}
