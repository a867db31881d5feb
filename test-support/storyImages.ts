// Story helpers (never in a package): image files drawn on a canvas, so the image dialogs of every package get
// real pictures without a network. profiles' ProfileHero/storyImages.ts re-exports them.

export interface StoryImageSpec {
  width: number;
  height: number;
  /** The large text across the picture. */
  title: string;
  /** The file name. */
  name: string;
  /** Per-pixel noise, which makes a PNG as heavy as a camera photo; default 0. */
  grain?: number;
}

const drawn = new Map<string, Promise<File>>();

/** A picture like a school's banner or a portrait: a gradient, soft circles, a title. Drawn once per spec. */
export function drawStoryImage(spec: StoryImageSpec): Promise<File> {
  const key = JSON.stringify(spec);
  const file = drawn.get(key) ?? draw(spec);
  drawn.set(key, file);
  return file;
}

async function draw({ width, height, title, name, grain = 0 }: StoryImageSpec): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#0f3b5f');
  sky.addColorStop(0.5, '#1f7a8c');
  sky.addColorStop(1, '#f2a65a');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 12; i += 1) {
    context.beginPath();
    context.fillStyle = `hsla(${(i * 41) % 360}, 70%, 70%, 0.22)`;
    context.arc(((i * 0.173) % 1) * width, ((i * 0.311) % 1) * height, (0.08 + ((i * 0.07) % 0.25)) * Math.min(width, height), 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.font = `bold ${Math.round(height / 6)}px sans-serif`;
  context.fillText(title, width / 2, height / 2);
  context.font = `${Math.round(height / 14)}px sans-serif`;
  context.fillText('EDU Passport', width / 2, height / 2 + height / 7);
  if (grain > 0) {
    const pixels = context.getImageData(0, 0, width, height);
    let seed = 11;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const delta = (seed % (grain * 2 + 1)) - grain;
      pixels.data[i] = (pixels.data[i] ?? 0) + delta;
      pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + delta;
      pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + delta;
    }
    context.putImageData(pixels, 0, 0);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Could not draw the story image');
  return new File([blob], name, { type: 'image/png' });
}

/** Makes every canvas encode fail until the returned function restores it (compression and crop failures). */
export function breakCanvasEncoding(): () => void {
  const original = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function failingToBlob(callback: BlobCallback) {
    callback(null);
  };
  return () => {
    HTMLCanvasElement.prototype.toBlob = original;
  };
}
