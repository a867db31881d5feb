import { forwardRef, useEffect, useId, useRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useFileUpload, type UploadItem, type UseFileUploadOptions } from '../hooks/useFileUpload';
import { useLatest } from '@edupassport/internal/useLatest';
import { IconButton } from '../IconButton';
import { CloseIcon, UploadIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { uploadUiMessages } from '../messages/upload';
import { progressBar, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { uiCatalogs } from '../messages/catalogs';

export interface FileDropProps extends UseFileUploadOptions, Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The field's label, e.g. 'Upload your media'. */
  label: string;
  /** Accepts several files; default false. */
  multiple?: boolean | undefined;
  /** A hint under the label, e.g. the allowed types and size. */
  hint?: string | undefined;
  /** An error from the surrounding form (e.g. 'Upload your media'). */
  error?: string | undefined;
  /** Called whenever the list of uploads changes. */
  onItemsChange?: ((items: UploadItem[]) => void) | undefined;
  /** Disables picking and dropping; default false. */
  disabled?: boolean | undefined;
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['500']};
  border: 2px dashed ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color['surface-muted']};
  &[data-dragging] {
    border-color: ${tokens.color.primary};
    background: ${tokens.color['surface-hover']};
  }
  &[data-invalid] {
    border-color: ${tokens.color.danger};
  }
`;

const Label = styled.span`
  font-weight: ${tokens.font['weight-medium']};
`;

const Muted = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${tokens.space['100']} ${tokens.space['300']};
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  ${progressBar}
  [data-status='failed'] > & {
    color: ${tokens.color.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * A file picker and drop zone on `useFileUpload`: a real button opens the system picker, files can
 * be dropped, each upload shows its progress with a cancel button, and refused files say why.
 * State shows on the root as `data-state` (`idle` | `dragging` | `uploading`), `data-disabled` and `data-invalid`.
 */
export const FileDrop = forwardRef<HTMLDivElement, FileDropProps>(function FileDrop(
  { label, multiple = false, hint, error, onItemsChange, disabled = false, accept, maxSizeMb, typeMessage, sizeMessage, uploader, toasts, onUploaded, ...rest },
  ref,
) {
  const m = useMessages('ui', uploadUiMessages, uiCatalogs.loaders);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, upload, cancel, remove, rejected } = useFileUpload({ accept, maxSizeMb, typeMessage, sizeMessage, uploader, toasts, onUploaded });
  const onItemsChangeRef = useLatest(onItemsChange);
  useEffect(() => {
    onItemsChangeRef.current?.(items);
  }, [items, onItemsChangeRef]);

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const files = Array.from(list);
    void upload(multiple ? files : files.slice(0, 1));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, rejected: `${id}-rejected` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null, rejected.length ? ids.rejected : null].filter(Boolean).join(' ') || undefined;

  return (
    <Root
      ref={ref}
      data-state={dragging ? 'dragging' : items.some((item) => item.status === 'uploading') ? 'uploading' : 'idle'}
      data-disabled={disabled ? '' : undefined}
      data-invalid={error || rejected.length ? '' : undefined}
      {...rest}
    >
      <Label id={ids.label}>{label}</Label>
      {hint ? <Muted id={ids.hint}>{hint}</Muted> : null}
      <Zone
        data-dragging={dragging ? '' : undefined}
        data-invalid={error || rejected.length ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button
          variant="outline"
          startIcon={<UploadIcon />}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-labelledby={`${ids.label} ${id}-choose`}
          onClick={() => inputRef.current?.click()}
        >
          <span id={`${id}-choose`}>{multiple ? m.chooseFiles : m.chooseFile}</span>
        </Button>
        <Muted>{multiple ? m.dropFiles : m.dropFile}</Muted>
        <HiddenInput
          ref={inputRef}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          multiple={multiple}
          accept={accept?.join(',')}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Zone>
      {error ? (
        <ErrorText id={ids.error} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {rejected.length ? (
        <div id={ids.rejected} role="alert">
          {rejected.map((r) => (
            <ErrorText key={r.name}>
              {r.name}: {r.error}
            </ErrorText>
          ))}
        </div>
      ) : null}
      {items.length ? (
        <List aria-label={label}>
          {items.map((item) => (
            <Row key={item.id} data-status={item.status}>
              <span>
                {item.name}{' '}
                <Muted>
                  {item.status === 'done' ? m.uploadDone : item.status === 'cancelled' ? m.uploadCancelled : item.status === 'failed' ? item.error : `${item.progress}%`}
                </Muted>
              </span>
              {item.status === 'uploading' ? (
                <IconButton aria-label={m.cancelUpload(item.name)} icon={<CloseIcon />} size="sm" onClick={() => cancel(item.id)} />
              ) : (
                <IconButton aria-label={m.removeFile(item.name)} icon={<CloseIcon />} size="sm" onClick={() => remove(item.id)} />
              )}
              <Bar aria-label={m.uploadProgress(item.name)} max={100} value={item.progress} />
            </Row>
          ))}
        </List>
      ) : null}
    </Root>
  );
});
