// Shared by the multimedia composer stories only; no entry exports it.
import { delay, http, HttpResponse } from 'msw';
import { mockMediaBytes } from '@edupassport/api-client/mocks';
import { storyPicture } from '../PostCard/storyData';

/**
 * The media host for stories on a closed network: pictures come back as inline classroom scenes (the
 * mock host's picsum URLs cannot load there), videos as media-host-shaped URLs.
 */
export function storyMediaHost({ delayMs = 0 }: { delayMs?: number | undefined } = {}) {
  let n = 0;
  return [
    http.post('*/auto/upload', async ({ request }) => {
      n += 1;
      if (delayMs) await delay(delayMs);
      const file = (await request.formData()).get('file');
      const name = file instanceof File ? file.name : `upload-${n}`;
      const video = file instanceof Blob && file.type.startsWith('video/');
      return HttpResponse.json({
        public_id: `edu/story-${n}`,
        secure_url: video
          ? `https://res.cloudinary.com/edu-mock/video/upload/v1/edu/${encodeURIComponent(name)}`
          : storyPicture(`https://picsum.photos/seed/edu-upload-${n}-${name}/640/360`),
      });
    }),
  ];
}

/**
 * A file of `bytes` bytes whose first bytes are those of a real `content` file (default its type): the pickers read
 * them, so a story's photo is a picture to them. A type may be '' (what some systems hand over).
 */
export function storyFile(name: string, type: string, bytes = 180_000, content: string = type): File {
  return new File([mockMediaBytes(content, bytes)], name, { type });
}

/** Just over the 10 MB limit. */
export const TOO_LARGE = 10_485_761;

/** The hidden input behind one of the Add photo / Add video / Add GIF buttons. */
export function mediaInput(root: HTMLElement, kind: 'photo' | 'video' | 'gif'): HTMLInputElement {
  const input = root.ownerDocument.querySelector<HTMLInputElement>(`input[type="file"][data-kind="${kind}"]`);
  if (!input) throw new Error(`No ${kind} input`);
  return input;
}
