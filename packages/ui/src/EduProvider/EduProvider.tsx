import { createContext, useContext, useState } from 'react';
import { EduThemeProvider } from '../theme/EduThemeProvider';
import type { EduThemeProp } from '../theme/theme';
import { ToastRegion } from '../Toast';
import { createToastStore } from '../Toast/toastStore';
import { WaitingWrites } from '../WaitingWrites';
import { EduContextProvider, type EduContextProviderProps } from './context';

export interface EduProviderProps extends EduContextProviderProps {
  /**
   * The theme: `'light'`, `'dark'`, `'system'` (follows the OS's colour scheme, in CSS, no flash on a server-rendered
   * page) or a theme built with `createTheme`; default the enclosing provider's, else the light theme.
   */
  theme?: EduThemeProp | undefined;
  /** Whether to emit the `--edu-*` custom properties; default true. */
  globalStyles?: boolean | undefined;
  /** Whether the theme's variables and `color-scheme` also go on the page's `:root`; default false (only under the provider). */
  global?: boolean | undefined;
}

/**
 * The one provider a host wraps its app in: client, session, navigation, popups, toasts, routes,
 * messages, clock, storage, uploader and chat (see `EduContextProviderProps`), plus the theme.
 * Without a `toast` adapter it shows the kit's own toast region; with `persistWrites`, the waiting changes (`WaitingWrites`).
 */
export function EduProvider({ theme, globalStyles, global, children, toast, ...context }: EduProviderProps) {
  // One store per provider, made once; used only when the host brings no toast system of its own
  // and no outer EduProvider shows one already (a nested provider inherits the outer region).
  const [ownToasts] = useState(() => createToastStore());
  const outerRegion = useContext(ToastRegionShown);
  const showRegion = !toast && !outerRegion;
  return (
    <EduContextProvider {...context} toast={toast ?? (showRegion ? ownToasts : undefined)}>
      <EduThemeProvider theme={theme} globalStyles={globalStyles} global={global} nonce={context.nonce}>
        <ToastRegionShown.Provider value={outerRegion || showRegion}>{children}</ToastRegionShown.Provider>
        {showRegion ? <ToastRegion store={ownToasts} /> : null}
        {/* The provider that turns persistence on says what waits (an inner one inherits it and stays quiet). */}
        {context.persistWrites ? <WaitingWrites floating /> : null}
      </EduThemeProvider>
    </EduContextProvider>
  );
}

/** Whether an outer EduProvider already shows the kit's toast region. */
const ToastRegionShown = createContext(false);
