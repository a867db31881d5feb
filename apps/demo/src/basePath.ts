import { useMemo } from 'react';
import { useHref } from 'react-router';
import { useEdu, type EduProviderProps } from '@edupassport/ui';

type Routes = NonNullable<EduProviderProps['routes']>;

/** The router's basename ('' at the root, '/kit' when the demo is deployed under /kit/). */
export function useBasename(): string {
  return useHref('/').replace(/\/+$/, '');
}

/** `url` as the router sees it: without the basename (other URLs unchanged). */
export function stripBase(url: string, basename: string): string {
  if (!basename || !url.startsWith(basename)) return url;
  const rest = url.slice(basename.length);
  return rest === '' || /^[/?#]/.test(rest) ? rest || '/' : url;
}

/**
 * The kit's routes under the basename, so every href the kit renders (copied, middle-clicked, shared)
 * is a real address of the deployment; the demo's `navigate` strips it again for the router.
 */
export function useRoutesUnderBase(basename: string): Routes | undefined {
  const { routes } = useEdu();
  return useMemo(() => {
    if (!basename) return undefined;
    const entries = Object.entries(routes).map(([name, route]) => [
      name,
      (...args: unknown[]) => `${basename}${(route as (...a: unknown[]) => string)(...args)}`,
    ]);
    return Object.fromEntries(entries) as Routes;
  }, [basename, routes]);
}
