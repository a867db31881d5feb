/*
 * The page's only entry script: it lets the browser paint the HTML first (a prerendered page is complete without
 * script), then loads the app, which hydrates it; the app's chunks are fetched together then (vite preloads a
 * dynamic import's chunks). Were they in the HTML, the first paint would compete with 300 kB of scripts on a slow
 * network, and run after them on a fast one.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./main'), 0);
});
