export { EduContextProvider, useEdu, useApiClient, useEduQueryClient, useMessages, useRequireLogin, useReportError, useClearKitData, absoluteUrl, NO_CLIENT_MESSAGE } from './context';
export { clearKitData, KIT_STORAGE_PREFIX } from './clearKitData';
export type { KitDataHolders } from './clearKitData';
export type { EduContextProviderProps } from './context';
export { defaultRoutes } from './routes';
export type { EduRoutes } from './routes';
export { browserNavigate, browserOpenPopup, createBrowserStorage, createMemoryStorage, systemClock } from './defaults';
export type {
  EduUser,
  EduSession,
  NavigateOptions,
  PopupOptions,
  ToastKind,
  ToastInput,
  ToastAdapter,
  EduClock,
  EduStorage,
  EduUploader,
  EduMessageOverrides,
  MessageOverrides,
  EduContextValue,
  EduErrorContext,
  EduErrorHandler,
  EduFeedUpdates,
} from './types';
