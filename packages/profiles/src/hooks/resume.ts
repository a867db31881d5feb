import { profilesMessages } from '../messages';

/** Spec 03 §9: a resume is a PDF of at most 5242880 bytes. */
export const RESUME_MAX_BYTES = 5242880;

/** The spec's message for a file that cannot be a resume, or null when it can. */
export function validateResumeFile(file: { type: string; name: string; size: number }, m: typeof profilesMessages = profilesMessages): string | null {
  const pdf = file.type === 'application/pdf' || (!file.type && file.name.toLowerCase().endsWith('.pdf'));
  if (!pdf) return m.resumePdfOnly;
  if (file.size > RESUME_MAX_BYTES) return m.resumeTooLarge;
  return null;
}
