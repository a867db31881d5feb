import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button, focusRing, ImageCropDialog, useMessages, visuallyHidden } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { Muted, tokens } from '../EducatorSection/styles';
import { ErrorText } from '../BusinessSection/styles';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { profilesCatalogs } from '../messages/catalogs';

export interface CroppedImageFieldProps {
  /** The field's visible label. Required. */
  label: string;
  /** The stored image's URL; default none. */
  url?: string | null | undefined;
  /** A newly cropped image (shown instead of `url`); default none. */
  file?: Blob | null | undefined;
  /** Called with the cropped image. Required. */
  onFileChange: (file: Blob) => void;
  /** Called by the remove button; default none (no remove button). */
  onRemove?: (() => void) | undefined;
  /** The remove button's label; default 'Remove avatar'. */
  removeLabel?: string | undefined;
  /** The crop frame's width over height. Required. */
  aspect: number;
  /** The crop dialog's title. Required. */
  cropTitle: string;
  /** The image's alternative text. Required. */
  alt: string;
  /** The picker's label without an image; with one it reads `changeLabel`. Required. */
  chooseLabel: string;
  /** The picker's label once an image is there. Required. */
  changeLabel: string;
  /** A round frame and preview (avatars); default false. */
  round?: boolean | undefined;
  /** A hint under the field; default none. */
  hint?: string | undefined;
  /** A validation message; default none. */
  error?: string | undefined;
  /** Width of the preview in px; default fills the row. */
  previewSize?: number | undefined;
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  justify-items: start;
`;

const Label = styled.span`
  font-weight: ${tokens.font['weight-medium']};
`;

const Preview = styled.img<{ $round: boolean; $aspect: number; $size?: number | undefined }>`
  width: ${(p) => (p.$size ? `${p.$size}px` : '100%')};
  aspect-ratio: ${(p) => p.$aspect};
  object-fit: cover;
  border-radius: ${(p) => (p.$round ? '50%' : tokens.radius.md)};
  border: 1px solid ${tokens.color.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

// The native input stays in the tab order (hidden visually); its label looks like a button.
const Picker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${tokens.space['300']};
  border: 1px solid ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font['size-sm']};
  font-weight: ${tokens.font['weight-medium']};
  cursor: pointer;
  & > input {
    ${visuallyHidden}
  }
  &:focus-within {
    ${focusRing}
  }
`;

/** An image picker that crops what is picked (the cropper loads on demand) and previews the result. */
export function CroppedImageField(props: CroppedImageFieldProps) {
  const {
    label,
    url,
    file,
    onFileChange,
    onRemove,
    removeLabel,
    aspect,
    cropTitle,
    alt,
    chooseLabel,
    changeLabel,
    round = false,
    hint,
    error,
    previewSize,
  } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [picked, setPicked] = useState<File | null>(null);
  const fileUrl = useObjectUrl(file ?? null);
  const shown = file ? fileUrl : url;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Root data-invalid={error ? '' : undefined}>
      <Label>{label}</Label>
      {shown ? <Preview src={shown} alt={alt} $round={round} $aspect={aspect} $size={previewSize} /> : null}
      <Row>
        <Picker>
          {shown || file ? changeLabel : chooseLabel}
          <input
            type="file"
            accept="image/*"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setPicked(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Picker>
        {onRemove && (shown || file) ? (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {removeLabel ?? m.removeAvatar}
          </Button>
        ) : null}
      </Row>
      {hint ? <Muted id={hintId}>{hint}</Muted> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <ImageCropDialog
        open={picked !== null}
        onOpenChange={(next) => (next ? undefined : setPicked(null))}
        file={picked}
        aspect={aspect}
        round={round}
        title={cropTitle}
        onCropped={(cropped) => {
          onFileChange(cropped);
          setPicked(null);
        }}
      />
    </Root>
  );
}
