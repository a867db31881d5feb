/** One test file's time: its project, its path from the root, its duration, its number of tests, and its (slow) tests. */
export interface FileDurations {
  project: string;
  file: string;
  ms: number;
  count: number;
  tests: { name: string; ms: number }[];
}

export function projectOf(file: string): string;
export function fromJson(
  report: { testResults: { name: string; startTime?: number; endTime?: number; assertionResults: { fullName?: string; title?: string; duration?: number | null }[] }[] },
  root?: string,
): FileDurations[];
export function fromLog(text: string): FileDurations[];
export function readDurations(file: string): FileDurations[];
export function summarize(files: FileDurations[], options?: { top?: number; tests?: boolean }): string[];
