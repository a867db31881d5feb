/*
 * The page's only entry script: it lets the browser paint the HTML first (a prerendered page is complete without
 * script), then loads the app, which hydrates it. Without the wait, the app's modules (preloaded by the HTML) run
 * as soon as parsing ends and the first paint waits for them.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./main'), 0);
});
