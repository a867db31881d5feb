/**
 * Simulates Chrome's "Translate this page" on a DOM subtree, as React apps meet it (facebook/react#11538): every
 * non-empty text node outside script and style is removed from the DOM and replaced by
 * `<font style="vertical-align: inherit;"><font style="vertical-align: inherit;">TEXT</font></font>`. The text is
 * kept as it was, so queries by accessible name still find it. With `observe`, text added later is translated too
 * (Chrome does the same); call the returned function to stop.
 */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'FONT']);

const translateNode = (text: Text) => {
  const parent = text.parentNode;
  if (!parent || !text.data.trim()) return;
  if (parent instanceof Element && (SKIP.has(parent.tagName) || parent.closest('[contenteditable]'))) return;
  const doc = text.ownerDocument;
  const outer = doc.createElement('font');
  const inner = doc.createElement('font');
  outer.setAttribute('style', 'vertical-align: inherit;');
  inner.setAttribute('style', 'vertical-align: inherit;');
  inner.textContent = text.data;
  outer.appendChild(inner);
  parent.replaceChild(outer, text);
};

const textNodes = (root: Node): Text[] => {
  if (root.nodeType === Node.TEXT_NODE) return [root as Text];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n as Text);
  return found;
};

/** Translates every text node under `root` now; returns how many were replaced. */
export function translatePage(root: Node): number {
  const nodes = textNodes(root).filter((n) => n.data.trim());
  nodes.forEach(translateNode);
  return nodes.length;
}

/** Translates `root` now and keeps translating the text added or changed under it; returns a stop function. */
export function keepTranslating(root: Node): () => void {
  translatePage(root);
  const view = root.ownerDocument?.defaultView ?? window;
  const observer = new view.MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') translateNode(record.target as Text);
      record.addedNodes.forEach((node) => textNodes(node).forEach(translateNode));
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
