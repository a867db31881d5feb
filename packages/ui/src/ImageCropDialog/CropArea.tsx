import { useId, useRef, useState, type ReactNode } from 'react';
import Cropper, { type Area, type MediaSize, type Point, type Size } from 'react-easy-crop';
import { styled } from 'styled-components';
import { useEdu, useMessages } from '../EduProvider/context';
import { IconButton } from '../IconButton';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, MinusIcon, PlusIcon } from '../icons';
import { cropMessages } from '../messages/crop';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import type { PixelArea } from './compressImage';
import { uiCatalogs } from '../messages/catalogs';

export interface CropAreaProps {
  /** An object URL of the image to crop. */
  url: string;
  /** Width divided by height of the crop frame. */
  aspect: number;
  /** Round frame (avatars); default false. */
  round?: boolean | undefined;
  /** Called with the chosen region, in the image's own pixels, after every move or zoom. */
  onAreaChange: (area: PixelArea) => void;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
/** How far one press of an arrow key or button moves the image, in px (Shift+arrow moves a fifth of it). */
const MOVE_STEP = 10;
/** How much one press of a zoom button zooms. */
const ZOOM_STEP = 0.1;

type Direction = 'up' | 'down' | 'left' | 'right';
const MOVES: Record<Direction, Point> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };

// As react-easy-crop keeps a dragged image: never so far that the frame shows beyond its edge.
function keepInFrame(position: number, media: number, frame: number, zoom: number) {
  const limit = Math.abs((media * zoom) / 2 - frame / 2);
  return Math.min(limit, Math.max(-limit, position));
}

const Stage = styled.div`
  position: relative;
  height: 320px;
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  background: ${tokens.color['surface-muted']};
  /* The library's own focus outline is replaced by the kit's ring on its focusable crop frame. */
  & [data-part='crop-frame'] {
    outline: none;
  }
  & [data-part='crop-frame']:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: -3px;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: auto auto 1fr auto auto;
  align-items: center;
  gap: ${tokens.space['300']};
  margin-top: ${tokens.space['300']};
  font-family: ${tokens.font.body};
`;

const Label = styled.label`
  font-weight: ${tokens.font['weight-medium']};
  font-size: ${tokens.font['size-sm']};
`;

const Slider = styled.input`
  width: 100%;
  accent-color: ${tokens.color.primary};
  cursor: pointer;
  ${focusRing}
`;

const Value = styled.output`
  min-width: 4ch;
  text-align: end;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/* The move buttons (and the arrow keys on the frame) pan the picture in space, not along the text: Left moves it
   left in either direction, so the row keeps Left on the left (its own ltr) and sits at the line's start. */
const Moves = styled.div`
  direction: ltr;
  width: fit-content;
  max-width: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
  margin-top: ${tokens.space['300']};
`;

const Hint = styled.p`
  margin: ${tokens.space['200']} 0 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * The cropper itself (react-easy-crop, loaded on demand by ImageCropDialog): drag, the arrow buttons, or the arrow
 * keys on the focused crop frame move the image (Shift for finer steps); the Zoom slider or the zoom buttons zoom.
 * Every drag has a click and a key instead.
 */
export default function CropArea({ url, aspect, round = false, onAreaChange }: CropAreaProps) {
  const m = useMessages('ui', cropMessages, uiCatalogs.loaders);
  const { nonce } = useEdu();
  const id = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const percent = Math.round(zoom * 100);
  // The library reports the sizes it lays out with; the move buttons keep the image in the frame with them.
  const media = useRef<Size | null>(null);
  const frame = useRef<Size | null>(null);

  const move = (direction: Direction) => {
    const mediaSize = media.current;
    const frameSize = frame.current;
    if (!mediaSize || !frameSize) return;
    const { x, y } = MOVES[direction];
    setCrop((current) => ({
      x: keepInFrame(current.x + x * MOVE_STEP, mediaSize.width, frameSize.width, zoom),
      y: keepInFrame(current.y + y * MOVE_STEP, mediaSize.height, frameSize.height, zoom),
    }));
  };
  const zoomButton = (delta: number, label: string, icon: ReactNode) => {
    const blocked = delta < 0 ? zoom <= MIN_ZOOM : zoom >= MAX_ZOOM;
    // aria-disabled, not disabled, at the ends: the button keeps focus under the user's finger, and a press does nothing.
    return (
      <IconButton
        size="sm"
        variant="outline"
        icon={icon}
        aria-label={label}
        aria-controls={`${id}-zoom`}
        aria-disabled={blocked || undefined}
        data-disabled={blocked ? '' : undefined}
        onClick={() => {
          if (!blocked) setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((zoom + delta) * 100) / 100)));
        }}
      />
    );
  };
  const moveButton = (direction: Direction, label: string, icon: ReactNode) => (
    <IconButton size="sm" variant="outline" icon={icon} aria-label={label} data-part={`move-${direction}`} onClick={() => move(direction)} />
  );

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
          keyboardStep={MOVE_STEP}
          setMediaSize={(size: MediaSize) => {
            media.current = size;
          }}
          setCropSize={(size: Size) => {
            frame.current = size;
          }}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          // The library inserts its own <style> (the frame and the dimmed surroundings): under a strict policy it needs the page's nonce.
          {...(nonce ? { nonce } : {})}
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
        {zoomButton(-ZOOM_STEP, m.cropZoomOut, <MinusIcon />)}
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
        {zoomButton(ZOOM_STEP, m.cropZoomIn, <PlusIcon />)}
        <Value htmlFor={`${id}-zoom`}>{m.cropZoomValue(percent)}</Value>
      </Controls>
      <Moves role="group" aria-label={m.cropMove}>
        {moveButton('left', m.cropMoveLeft, <ChevronLeftIcon />)}
        {moveButton('up', m.cropMoveUp, <ChevronUpIcon />)}
        {moveButton('down', m.cropMoveDown, <ChevronDownIcon />)}
        {moveButton('right', m.cropMoveRight, <ChevronRightIcon />)}
      </Moves>
      <Hint id={`${id}-hint`}>{m.cropKeyboardHint}</Hint>
    </div>
  );
}
