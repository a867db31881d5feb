import { useEffect, useState } from 'react';

/** An object URL for a picked or cropped file, revoked when the file changes or the component unmounts; null without a file. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // The URL lives exactly as long as the file it shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl({ file, url: created });
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return file && url?.file === file ? url.url : null;
}
