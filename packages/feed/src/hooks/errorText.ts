/** The readable message of a failure (ApiError's message is written for people), else its text. */
export function errorText(error: unknown, fallback?: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() || fallback || String(error);
}
