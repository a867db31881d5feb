import { useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, visuallyHidden } from '@edupassport/ui';

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

export interface FilePickButtonProps {
  /** The visible text. */
  children: ReactNode;
  /** The accessible name when the visible text is not enough (it starts with the visible text). */
  'aria-label'?: string | undefined;
  /** The MIME types the system picker offers. */
  accept: readonly string[];
  /** Several files at once; default false. */
  multiple?: boolean | undefined;
  /** The picked files. */
  onFiles: (files: File[]) => void;
  disabled?: boolean | undefined;
  startIcon?: ReactNode | undefined;
  /** Described by (the allowed types and size). */
  'aria-describedby'?: string | undefined;
  /** Which picker it is, as `data-kind`. */
  kind: string;
}

/**
 * A button that opens the system file picker: the input itself stays out of the tab order and away from
 * assistive technology, so keyboard users meet one control.
 */
export function FilePickButton({ children, accept, multiple = false, onFiles, disabled, startIcon, kind, ...aria }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" size="sm" startIcon={startIcon} disabled={disabled} data-kind={kind} onClick={() => input.current?.click()} {...aria}>
        {children}
      </Button>
      <HiddenInput
        ref={input}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        data-kind={kind}
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
