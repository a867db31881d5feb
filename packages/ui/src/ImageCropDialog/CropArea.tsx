import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { styled } from 'styled-components';
import { useEdu, useMessages } from '../EduProvider/context';
import { cropMessages } from '../messages/crop';
import { focusRing } from '../theme/mixins';
import { t } from '../theme/theme';
import type { PixelArea } from './compressImage';

export interface CropAreaProps {
  /** An object URL of the image to crop. */
  url: string;
  /** Width divided by height of the crop frame. */
  aspect: number;
  /** Round frame (avatars); default false. */
  round?: boolean;
  /** Called with the chosen region, in the image's own pixels, after every move or zoom. */
  onAreaChange: (area: PixelArea) => void;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

const Stage = styled.div`
  position: relative;
  height: 320px;
  border-radius: ${(p) => t(p).radius.md};
  overflow: hidden;
  background: ${(p) => t(p).color['surface-muted']};
  /* The library's own focus outline is replaced by the kit's ring on its focusable crop frame. */
  & [data-part='crop-frame'] {
    outline: none;
  }
  & [data-part='crop-frame']:focus-visible {
    outline: 3px solid ${(p) => t(p).color.focus};
    outline-offset: -3px;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${(p) => t(p).space['300']};
  margin-top: ${(p) => t(p).space['300']};
  font-family: ${(p) => t(p).font.body};
`;

const Label = styled.label`
  font-weight: ${(p) => t(p).font['weight-medium']};
  font-size: ${(p) => t(p).font['size-sm']};
`;

const Slider = styled.input`
  width: 100%;
  accent-color: ${(p) => t(p).color.primary};
  cursor: pointer;
  ${focusRing}
`;

const Value = styled.output`
  min-width: 4ch;
  text-align: end;
  font-variant-numeric: tabular-nums;
  color: ${(p) => t(p).color['text-muted']};
  font-size: ${(p) => t(p).font['size-sm']};
`;

const Hint = styled.p`
  margin: ${(p) => t(p).space['200']} 0 0;
  color: ${(p) => t(p).color['text-muted']};
  font-size: ${(p) => t(p).font['size-sm']};
`;

/**
 * The cropper itself (react-easy-crop, loaded on demand by ImageCropDialog): drag or use the arrow
 * keys on the focused crop frame to move the image (Shift for finer steps), and the Zoom slider to zoom.
 */
export default function CropArea({ url, aspect, round = false, onAreaChange }: CropAreaProps) {
  const m = useMessages('ui', cropMessages);
  const { nonce } = useEdu();
  const id = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const percent = Math.round(zoom * 100);

  return (
    <div data-part="crop-area">
      <Stage>
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          // The library inserts its own <style> (the frame and the dimmed surroundings): under a strict policy it needs the page's nonce.
          nonce={nonce ?? undefined}
          // The frame is the one focusable part: name it and say how the keys move the image.
          cropperProps={{
            role: 'application',
            'aria-label': m.cropArea,
            'aria-describedby': `${id}-hint`,
            'data-part': 'crop-frame',
          } as never}
        />
      </Stage>
      <Controls>
        <Label htmlFor={`${id}-zoom`}>{m.cropZoom}</Label>
        <Slider
          id={`${id}-zoom`}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          aria-valuetext={m.cropZoomValue(percent)}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <Value htmlFor={`${id}-zoom`}>{m.cropZoomValue(percent)}</Value>
      </Controls>
      <Hint id={`${id}-hint`}>{m.cropKeyboardHint}</Hint>
    </div>
  );
}
