/**
 * A promise a test releases by hand. A mocked module whose factory awaits `arrived` loads only when the test
 * calls `release()`, so the test meets the moment before a lazily loaded part is here.
 */
export function createGate(): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
}
