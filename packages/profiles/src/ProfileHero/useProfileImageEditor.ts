import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@edupassport/api-client';
import {
  BANNER_COMPRESSION,
  compressImage,
  decodeImage,
  ImageProcessingError,
  imageErrorMessage,
  useApiClient,
  useEdu,
  useEduMutation,
  useEduQueryClient,
  useErrorText,
  useMessages,
  useUiMessages,
  validateImageFile,
  type CompressImageOptions,
} from '@edupassport/ui/headless';
import { useLatest } from '@edupassport/internal/useLatest';
import { profilesMessages } from '../messages';
import { profileKeys } from '../queryKeys';
import { reloadSignedInUser } from '../hooks/reloadSignedInUser';
import { profilesCatalogs } from '../messages/catalogs';

/** Which of the two profile images a dialog edits. */
export type ProfileImageKind = 'picture' | 'banner';

/** Where the flow is: the current image, compressing the chosen file, cropping it, or previewing the crop. */
export type ProfileImageStep = 'current' | 'preparing' | 'crop' | 'preview';

export interface UseProfileImageEditorOptions {
  /** The profile picture or the banner. Required. */
  kind: ProfileImageKind;
  /** The signed-in user whose image is edited (the fallback answer when the reload after a save fails). Required. */
  user: UserProfile;
  /** Called with the user as reloaded after a successful save or removal; default none. */
  onSaved?: ((user: UserProfile) => void) | undefined;
  /** Called when saving a new image fails: the shown image is cleared; default none. */
  onSaveFailed?: (() => void) | undefined;
  /** The compressor; default the ui's `compressImage` (canvas). Injected by tests to follow the order. */
  compress?: ((file: Blob, options: CompressImageOptions) => Promise<File>) | undefined;
  /** Checks that a picture can be decoded before it goes to the cropper; default a canvas decode. Injected by tests. */
  check?: ((file: Blob) => Promise<void>) | undefined;
}

export interface UseProfileImageEditorResult {
  step: ProfileImageStep;
  /** The image the cropper gets: for the banner, the chosen file already compressed to 0.5 MB / 1920 px. */
  source: File | null;
  /** The cropped image shown in the preview and uploaded by Save. */
  result: File | null;
  /** An object URL of `result`, revoked when it changes or the editor unmounts. */
  resultUrl: string | null;
  /** Why the chosen file was refused ('No file selected', 'Please upload an image file', 'Failed to compress image'...). */
  notice: string | null;
  /** Why the last save failed (the spec's message), and the server's reason when it gave one. */
  saveError: { message: string; reason?: string | undefined } | null;
  saving: boolean;
  /** Takes the picked file (null or undefined when the picker was closed without one). */
  choose: (file: File | null | undefined) => Promise<void>;
  /** Takes the cropper's result; rejects with an ImageProcessingError when the banner cannot be kept within its limits. */
  cropped: (file: File) => Promise<void>;
  /** The cropper was closed without a result: back to the current image. */
  cancelCrop: () => void;
  /** From the preview back to the cropper, with the same image. */
  back: () => void;
  /** Uploads `result`; resolves true when saved, false when it failed (the preview and the image are kept). */
  save: () => Promise<boolean>;
  /** Removes the image (null); rejects on failure so a confirmation stays open with the reason. */
  remove: () => Promise<void>;
}

async function decodable(file: Blob): Promise<void> {
  (await decodeImage(file)).close();
}

const FIELDS = { picture: 'profile_picture', banner: 'banner_picture' } as const;

/**
 * The flow behind the profile picture and banner dialogs: pick a file (none is 'No
 * file selected', a non-image 'Please upload an image file'); the banner is compressed to at most 0.5 MB and
 * 1920 px BEFORE it is cropped, and kept within them after; then a preview and Save (multipart, one file),
 * or removal (null). Toasts the spec's banner messages and our mirrored picture messages. An upload still
 * running when the dialog closes is aborted.
 */
export function useProfileImageEditor(options: UseProfileImageEditorOptions): UseProfileImageEditorResult {
  const { kind } = options;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const ui = useUiMessages();
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const { toast } = useEdu();
  const errorText = useErrorText();
  const latest = useLatest(options);
  const [step, setStep] = useState<ProfileImageStep>('current');
  const [source, setSource] = useState<File | null>(null);
  const [result, setResult] = useState<File | null>(null);
  const [resultUrl, setResultUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<{ message: string; reason?: string | undefined } | null>(null);
  const [saving, setSaving] = useState(false);
  // The image upload's own controller: closing the dialog (or a newer upload) stops the file transfer.
  const controller = useRef<AbortController | null>(null);
  // Each choice supersedes the one before: a slow compression must not land after a newer pick.
  const choice = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!result) return undefined;
    const url = URL.createObjectURL(result);
    // The preview URL lives exactly as long as the cropped file it shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResultUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [result]);

  const compressor = () => latest.current.compress ?? compressImage;
  // The cropper shows nothing for an image it cannot read: say so before it opens.
  const checker = () => latest.current.check ?? decodable;

  const choose = useCallback(
    async (file: File | null | undefined) => {
      const id = ++choice.current;
      setSaveError(null);
      const invalid = validateImageFile(file);
      if (invalid || !file) {
        setNotice(imageErrorMessage(invalid ?? 'no-file', ui));
        setStep('current');
        return;
      }
      setNotice(null);
      setStep('preparing');
      try {
        const compressed = kind === 'banner' ? await compressor()(file, BANNER_COMPRESSION) : await checker()(file).then(() => file);
        if (id !== choice.current) return;
        setSource(compressed);
        setStep('crop');
      } catch (error) {
        if (id !== choice.current) return;
        setNotice(imageErrorMessage(error instanceof ImageProcessingError ? error.code : 'compress', ui));
        setStep('current');
      }
    },
    // compressor reads the latest options through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, ui],
  );

  const cropped = useCallback(
    async (file: File) => {
      // A crop of a compressed banner can still be heavier than the original at a better quality.
      const kept = kind === 'banner' ? await compressor()(file, BANNER_COMPRESSION) : file;
      setResult(kept);
      setSaveError(null);
      setStep('preview');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind],
  );

  const cancelCrop = useCallback(() => setStep((current) => (current === 'crop' ? 'current' : current)), []);
  const back = useCallback(() => setStep('crop'), []);

  /** The user after a change: the shared current-user query read again, or patched locally when that read fails. */
  const reload = async (value: () => string | undefined): Promise<UserProfile> =>
    (await reloadSignedInUser(client, queryClient)) ?? { ...latest.current.user, [FIELDS[kind]]: value() };

  const begin = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current.signal;
  };

  const uploader = useEduMutation<void, Error, { file: File | null; signal: AbortSignal }>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: ({ file, signal }) => (kind === 'banner' ? client.users.updateBanner(file, { signal }) : client.users.updateProfilePicture(file, { signal })),
  });
  const upload = (file: File | null, signal: AbortSignal) => uploader.mutateAsync({ file, signal });

  const save = async (): Promise<boolean> => {
    if (!result) return false;
    const signal = begin();
    setSaving(true);
    setSaveError(null);
    const failed = kind === 'banner' ? m.bannerUpdateFailed : m.pictureUpdateFailed;
    try {
      await upload(result, signal);
    } catch (error) {
      if (signal.aborted) return false;
      setSaving(false);
      setSaveError({ message: failed, reason: errorText(error, '') || undefined });
      toast.show({ kind: 'error', title: failed });
      latest.current.onSaveFailed?.();
      return false;
    }
    toast.show({ kind: 'success', title: kind === 'banner' ? m.bannerUpdated : m.pictureUpdated });
    // The upload answers no URL: the reload brings the stored one (an object URL stands in if it fails).
    const user = await reload(() => URL.createObjectURL(result));
    if (signal.aborted) return false;
    setSaving(false);
    latest.current.onSaved?.(user);
    return true;
  };

  const remove = async (): Promise<void> => {
    const signal = begin();
    try {
      await upload(null, signal);
    } catch (error) {
      if (signal.aborted) return;
      toast.show({ kind: 'error', title: kind === 'banner' ? m.bannerRemoveFailed : m.pictureRemoveFailed });
      throw new Error(kind === 'banner' ? m.bannerRemoveFailed : m.pictureRemoveFailed, { cause: error });
    }
    toast.show({ kind: 'success', title: kind === 'banner' ? m.bannerRemoved : m.pictureRemoved });
    const user = await reload(() => undefined);
    if (!signal.aborted) latest.current.onSaved?.(user);
  };

  return { step, source, result, resultUrl, notice, saveError, saving, choose, cropped, cancelCrop, back, save, remove };
}
