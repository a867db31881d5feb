// Vite's `?raw` import (storybook and vitest both build with Vite): the file's text.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
