// Types of render-props.mjs, for the TypeScript tests that share its table (packages/ui/src/conformance.test.tsx).
import type { ReactElement } from 'react';

type Props = Record<string, unknown>;
export function renderProps(mocks: unknown, kit: { ui: unknown }): Record<string, Record<string, Props>>;
export function renderWrappers(kit: { ui: unknown }): Record<string, Record<string, (element: ReactElement) => ReactElement>>;
