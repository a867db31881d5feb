import { useCallback } from 'react';
import { useEdu, useMessages } from '@edupassport/ui/headless';
import { dealDialogMessages } from '../messages/dealDialog';
import { opportunitiesCatalogs } from '../messages/catalogs';

/**
 * Copies a code to the clipboard and says so in a toast: 'Code copied to clipboard!', or
 * 'Failed to copy code' when the clipboard is missing or refuses. Resolves whether it worked.
 */
export function useCopyCode(): (code: string) => Promise<boolean> {
  const { toast } = useEdu();
  const m = useMessages('opportunities', dealDialogMessages, opportunitiesCatalogs.loaders);
  return useCallback(
    async (code: string) => {
      try {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (!clipboard) throw new Error('No clipboard');
        await clipboard.writeText(code);
        toast.show({ kind: 'success', title: m.dealCodeCopied });
        return true;
      } catch {
        toast.show({ kind: 'error', title: m.dealCodeCopyFailed });
        return false;
      }
    },
    [toast, m],
  );
}
