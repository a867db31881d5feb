import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { ShareTarget, ShareType } from '../share/types';
import { SharePoster } from './SharePoster';
import { storyTargets } from './storyTargets';
import { useShareImage } from './useShareImage';

/** One line of the benchmark: milliseconds from `generate()` to the PNG blob. */
export interface BenchmarkRow {
  type: ShareType;
  /** The first run: html-to-image and the pictures are fetched. */
  cold: number;
  median: number;
  min: number;
  max: number;
  runs: number[];
  bytes: number;
}

export interface BenchmarkResult {
  done: boolean;
  runs: number;
  rows: BenchmarkRow[];
  error?: string;
}

declare global {
  interface Window {
    /** Set by the benchmark story as it runs by itself. */
    __shareImageBench?: BenchmarkResult;
    /** One run for one type, for scripts/bench-share-image.mjs (with `?manual=1` the story runs nothing by itself). */
    __shareImageBenchRun?: (type: ShareType) => Promise<{ ms: number; bytes: number }>;
  }
}

const TYPES: ShareType[] = ['job', 'event', 'deal', 'profile', 'business_profile', 'post'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

function readRuns(): number {
  const value = Number(new URLSearchParams(window.location.search).get('runs'));
  return Number.isInteger(value) && value > 0 ? value : 5;
}

const isManual = () => new URLSearchParams(window.location.search).has('manual');

/**
 * Times `useShareImage().generate()` for the poster of each type: one cold run, then `runs` warm runs
 * (pictures loaded and html-to-image in memory), and reports the median. The result is kept on
 * `window.__shareImageBench` for scripts/bench-share-image.mjs; `?runs=N` in the iframe URL sets N.
 */
function BenchmarkRunner() {
  const [targets] = useState(() => TYPES.map((type) => storyTargets[type]()));
  const posters = useRef(new Map<ShareType, HTMLDivElement>());
  const share = useShareImage({ toastOnError: false });
  const { generate } = share;
  const [result, setResult] = useState<BenchmarkResult>({ done: false, runs: 0, rows: [] });
  const [previews, setPreviews] = useState<Array<{ type: ShareType; url: string }>>([]);

  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    const runs = readRuns();
    const publish = (next: BenchmarkResult) => {
      window.__shareImageBench = next;
      if (!cancelled) setResult(next);
    };
    const runOnce = async (type: ShareType) => {
      const start = performance.now();
      const blob = await generate(posters.current.get(type) ?? null);
      const ms = performance.now() - start;
      if (!blob) throw new Error(`No image for ${type}`);
      return { ms, blob };
    };
    window.__shareImageBenchRun = async (type) => {
      const { ms, blob } = await runOnce(type);
      return { ms, bytes: blob.size };
    };
    if (isManual()) {
      return () => {
        delete window.__shareImageBenchRun;
      };
    }
    void (async () => {
      const rows: BenchmarkRow[] = [];
      try {
        for (const type of TYPES) {
          const times: number[] = [];
          let blob: Blob | null = null;
          for (let i = 0; i <= runs; i += 1) {
            const run = await runOnce(type);
            if (cancelled) return;
            times.push(run.ms);
            blob = run.blob;
          }
          const warm = times.slice(1);
          rows.push({
            type,
            cold: round(times[0]!),
            median: round(median(warm)),
            min: round(Math.min(...warm)),
            max: round(Math.max(...warm)),
            runs: warm.map(round),
            bytes: blob?.size ?? 0,
          });
          if (blob) {
            const url = URL.createObjectURL(blob);
            urls.push(url);
            setPreviews((list) => [...list, { type, url }]);
          }
          publish({ done: false, runs, rows: [...rows] });
        }
        publish({ done: true, runs, rows });
      } catch (error) {
        if (cancelled) return;
        publish({ done: true, runs, rows, error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      delete window.__shareImageBenchRun;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [generate]);

  return (
    <div style={{ fontFamily: 'var(--edu-font-body)' }}>
      <table style={{ borderCollapse: 'collapse', minWidth: 520 }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 8 }}>
          Share image: milliseconds from start to PNG ({result.runs || '…'} warm runs per type)
        </caption>
        <thead>
          <tr>
            {['Type', 'Cold', 'Median', 'Min', 'Max', 'PNG size'].map((h) => (
              <th key={h} scope="col" style={{ textAlign: 'left', padding: '4px 12px', borderBottom: '1px solid var(--edu-color-border)' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.type}>
              <th scope="row" style={{ textAlign: 'left', padding: '4px 12px' }}>
                {row.type}
              </th>
              <td style={{ padding: '4px 12px' }}>{row.cold}</td>
              <td style={{ padding: '4px 12px' }}>{row.median}</td>
              <td style={{ padding: '4px 12px' }}>{row.min}</td>
              <td style={{ padding: '4px 12px' }}>{row.max}</td>
              <td style={{ padding: '4px 12px' }}>{Math.round(row.bytes / 1024)} KB</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status">{result.error ? `Failed: ${result.error}` : result.done ? 'Done' : `Running: ${share.progress ?? 'starting'}`}</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {previews.map(({ type, url }) => (
          <img key={type} src={url} alt={`Poster of the ${type.replace('_', ' ')}`} style={{ width: 140, borderRadius: 8 }} />
        ))}
      </div>
      <div style={{ position: 'fixed', left: -10000, top: 0 }}>
        {targets.map((target: ShareTarget) => (
          <SharePoster
            key={target.type}
            target={target}
            ref={(node) => {
              if (node) posters.current.set(target.type, node);
              else posters.current.delete(target.type);
            }}
          />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/ShareImageDialog/Benchmark',
  component: BenchmarkRunner,
  // A measurement, not a behaviour test: it runs from scripts/bench-share-image.mjs, not in `npm test`.
  tags: ['!autodocs', '!test'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BenchmarkRunner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs the benchmark (see scripts/bench-share-image.mjs) and shows the six generated posters. */
export const Benchmark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^(Done|Failed)/), { timeout: 90000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Done');
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    console.info(`[share-image benchmark] ${JSON.stringify(window.__shareImageBench?.rows.map(({ runs: _, ...row }) => row))}`);
  },
};
