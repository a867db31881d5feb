// The full entry: everything of ./headless, plus the styled components as they are built.
export * from './headless';
