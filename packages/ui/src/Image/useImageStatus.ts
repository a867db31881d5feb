import { useCallback, useState, type SyntheticEvent } from 'react';

export type ImageLoadStatus = 'loading' | 'loaded' | 'error';

/**
 * Tracks which image URLs loaded and which failed, for Avatar and ImageWithFallback. A URL that
 * failed stays failed, so a fallback chain can never loop. Spread `imageProps` on the `<img>`.
 */
export function useImageStatus() {
  const [results, setResults] = useState<Readonly<Record<string, Exclude<ImageLoadStatus, 'loading'>>>>({});

  const settle = useCallback((url: string | null, result: 'loaded' | 'error') => {
    if (!url) return;
    setResults((previous) => (previous[url] === result ? previous : { ...previous, [url]: result }));
  }, []);

  // An image rendered on the server can finish before hydration attaches onLoad/onError: read its state on mount.
  const ref = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node?.complete) return;
      const url = node.getAttribute('src');
      if (node.naturalWidth > 0) return settle(url, 'loaded');
      // No width: broken, or an SVG without intrinsic size. decode() tells them apart.
      node.decode().then(
        () => settle(url, 'loaded'),
        () => settle(url, 'error'),
      );
    },
    [settle],
  );

  const statusOf = useCallback(
    (url: string | null | undefined): ImageLoadStatus => (url ? (results[url] ?? 'loading') : 'error'),
    [results],
  );

  const imageProps = {
    ref,
    onLoad: (event: SyntheticEvent<HTMLImageElement>) => settle(event.currentTarget.getAttribute('src'), 'loaded'),
    onError: (event: SyntheticEvent<HTMLImageElement>) => settle(event.currentTarget.getAttribute('src'), 'error'),
  };

  return { statusOf, imageProps };
}
