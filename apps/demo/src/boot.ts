/*
 * The page's only entry script: it lets the browser paint the HTML first (a prerendered page is complete without
 * script), then loads the app, which hydrates it; the app's chunks are fetched together then (vite preloads a
 * dynamic import's chunks). Were they in the HTML, the first paint would compete with 300 kB of scripts on a slow
 * network, and run after them on a fast one.
 *
 * The app's largest pieces evaluate one per task (React; styled-components, which takes over the prerendered
 * styles; the API client and its schemas; then the app, which goes on in tasks of its own): evaluated in one go,
 * they were one task long enough to keep a phone from answering a tap.
 */
// Its own one line, like main.tsx's: a module both import would land in the app's chunk, and this entry would then
// import that chunk up front, before the first paint.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const steps = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('./apiClient'),
  () => import('./main'),
];

requestAnimationFrame(() => {
  setTimeout(async () => {
    for (const step of steps) {
      await step();
      await nextTask();
    }
  }, 0);
});
