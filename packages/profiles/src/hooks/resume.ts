import { profilesMessages } from '../messages';

/** A resume is a PDF of at most 5242880 bytes. */
export const RESUME_MAX_BYTES = 5242880;
/** The same limit in the megabytes the kit's FileDrop takes (5). */
export const RESUME_MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);
/** What the resume picker offers and accepts (the kit's FileDrop): PDF by type or by name. */
export const RESUME_ACCEPT = ['application/pdf', '.pdf'];

/** The spec's message for a file that cannot be a resume, or null when it can. */
export function validateResumeFile(file: { type: string; name: string; size: number }, m: typeof profilesMessages = profilesMessages): string | null {
  const pdf = file.type === 'application/pdf' || (!file.type && file.name.toLowerCase().endsWith('.pdf'));
  if (!pdf) return m.resumePdfOnly;
  if (file.size > RESUME_MAX_BYTES) return m.resumeTooLarge;
  return null;
}
