import { EduThemeProvider } from '../theme/EduThemeProvider';
import type { EduTheme } from '../theme/theme';
import { EduContextProvider, type EduContextProviderProps } from './context';

export interface EduProviderProps extends EduContextProviderProps {
  /** The theme; default the light theme. Build one with `createTheme`. */
  theme?: EduTheme;
  /** Whether to emit the `--edu-*` custom properties; default true. */
  globalStyles?: boolean;
}

/**
 * The one provider a host wraps its app in: client, session, navigation, popups, toasts, routes,
 * messages, clock, storage, uploader and chat (see `EduContextProviderProps`), plus the theme.
 */
export function EduProvider({ theme, globalStyles, children, ...context }: EduProviderProps) {
  return (
    <EduContextProvider {...context}>
      <EduThemeProvider theme={theme} globalStyles={globalStyles}>
        {children}
      </EduThemeProvider>
    </EduContextProvider>
  );
}
