// Shared by the composer stories only; no entry exports it.
import { useState, type ReactNode } from 'react';
import { EduProvider } from '@edupassport/ui';
import { createMemoryStorage } from '@edupassport/ui/headless';

/** A fresh, in-memory session storage per story (so drafts never leak between stories), optionally holding a draft. */
export function FreshStorage({ draft, children }: { draft?: { key: string; value: unknown }; children: ReactNode }) {
  const [storage] = useState(() => {
    const store = createMemoryStorage();
    if (draft) store.setItem(draft.key, JSON.stringify(draft.value));
    return store;
  });
  return <EduProvider storage={storage}>{children}</EduProvider>;
}

/** The dialog of a composer, portalled into the body. */
export const bodyOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
