// Imported by the generated service worker (vite.config.ts, workbox.importScripts).
// The API never comes from the worker's caches, so its requests (lists, thumbnails, uploads,
// the event stream) go straight to the network: the browser neither wakes a stopped worker
// nor runs its fetch handler for them (decision 0090). Browsers without static routes keep
// the fetch handler, which lets these requests through untouched.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([{ condition: { urlPattern: '/api/*' }, source: 'network' }])
      .catch(() => undefined),
  );
});
