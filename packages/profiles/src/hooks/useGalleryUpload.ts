import { useEffect, useState } from 'react';
import { useLatest } from '@edupassport/internal/useLatest';

/** An image chosen for the gallery, with a local URL for its thumbnail. */
export interface ChosenImage {
  key: string;
  file: File;
  /** An object URL of the file, revoked when the image is removed, the form resets or the hook unmounts. */
  url: string;
}

export interface UseGalleryUploadResult {
  /** The chosen images, in the order they were picked. */
  images: ChosenImage[];
  /** 'Upload your media' once the user tried to go on without an image; else undefined. */
  error: string | undefined;
  /** Adds the picked files (anything that is not an image is left out). */
  add: (files: Iterable<File>) => void;
  /** Removes one chosen image. */
  remove: (key: string) => void;
  /** Shows the message from now on and says whether there is something to upload. */
  check: () => boolean;
  /** Forgets every chosen image (after a save and on every close). */
  reset: () => void;
}

let counter = 0;
const isImage = (file: File) => file.type.startsWith('image/');

/**
 * The gallery's picker state (media required, 'Upload your media'): several images at once,
 * each with a thumbnail URL made when it is picked (never during render or on a server).
 */
export function useGalleryUpload(requiredMessage: string): UseGalleryUploadResult {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [checked, setChecked] = useState(false);
  const latest = useLatest(images);
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.url)), [latest]);

  return {
    images,
    error: checked && images.length === 0 ? requiredMessage : undefined,
    add: (files) => {
      const picked = Array.from(files).filter(isImage);
      if (!picked.length) return;
      const added = picked.map((file) => ({ key: `image-${++counter}`, file, url: URL.createObjectURL(file) }));
      setImages((list) => [...list, ...added]);
    },
    remove: (key) => {
      const gone = images.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      setImages((list) => list.filter((image) => image.key !== key));
    },
    check: () => {
      setChecked(true);
      return images.length > 0;
    },
    reset: () => {
      images.forEach((image) => URL.revokeObjectURL(image.url));
      setImages([]);
      setChecked(false);
    },
  };
}
