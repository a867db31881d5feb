import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { picturePath } from './pictures';

export { createInMemoryChatTransport } from '../realtime';
export type { InMemoryChatTransport, InMemoryChatTransportOptions } from '../realtime';

export interface ServiceHandlerOptions {
  /** URL pattern of the media host's upload; default any URL ending in `/auto/upload` (see `cloudinaryUploadUrl`). */
  mediaHostUrl?: string | undefined;
  /** URL pattern of the page-speed service; default Google's PageSpeed Insights v5 path on any origin. */
  pageSpeedUrl?: string | undefined;
  /** The first N uploads answer `failStatus`; default 0. */
  failUploads?: number | undefined;
  /** The first N page-speed calls answer `failStatus`; default 0. */
  failPageSpeed?: number | undefined;
  /** Status of the injected failures; default 500. */
  failStatus?: number | undefined;
  /** Wait before every answer, in milliseconds; default 0. */
  delayMs?: number | undefined;
}

/** The handlers, plus how many requests each service has seen (failed ones included). */
export type ServiceHandlers = RequestHandler[] & { calls: { upload: number; pageSpeed: number } };

// A fixed time, so answers read the same on every run.
const ANALYSIS_TIME = '2026-11-20T12:00:00.000Z';

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function originOf(target: string): string {
  try {
    return new URL(target).origin;
  } catch {
    return target;
  }
}

function hostOf(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return target; // not a URL: show it as given
  }
}

/** A small SVG screenshot naming the page's host, in a colour of its own. */
function screenshotOf(target: string): string {
  const host = hostOf(target);
  const label = host.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="412" height="240" viewBox="0 0 412 240">` +
    `<rect width="412" height="240" fill="hsl(${hue(host)} 60% 88%)"/>` +
    `<rect x="16" y="16" width="380" height="28" rx="6" fill="#fff"/>` +
    `<text x="206" y="140" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A PageSpeed Insights v5 answer for `target` shaped like a real performance-only run (`category=performance`, what
 * the link preview asks for): field data, then a Lighthouse result whose audits are the performance ones, with
 * the screenshots. Like the real one it holds no page title: there is no SEO audit, and its URLs are not titles.
 */
export function pageSpeedAnswer(target: string) {
  const screenshot = screenshotOf(target);
  const audit = (id: string, title: string, numericValue: number, displayValue: string, score: number) => ({
    id,
    title,
    description: `${title}. [Learn more](https://developer.chrome.com/docs/lighthouse/performance/${id}/).`,
    score,
    scoreDisplayMode: 'numeric',
    numericValue,
    numericUnit: 'millisecond',
    displayValue,
  });
  return {
    captchaResult: 'CAPTCHA_NOT_NEEDED',
    kind: 'pagespeedonline#result',
    id: target,
    loadingExperience: { initial_url: target },
    analysisUTCTimestamp: ANALYSIS_TIME,
    lighthouseResult: {
      requestedUrl: target,
      finalUrl: target,
      mainDocumentUrl: target,
      finalDisplayedUrl: target,
      lighthouseVersion: '12.2.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      fetchTime: ANALYSIS_TIME,
      environment: { networkUserAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse', benchmarkIndex: 1650 },
      runWarnings: [],
      configSettings: { emulatedFormFactor: 'mobile', formFactor: 'mobile', locale: 'en-US', onlyCategories: ['performance'], channel: 'lr' },
      audits: {
        'first-contentful-paint': audit('first-contentful-paint', 'First Contentful Paint', 1812, '1.8 s', 0.9),
        'largest-contentful-paint': audit('largest-contentful-paint', 'Largest Contentful Paint', 2630, '2.6 s', 0.86),
        'speed-index': audit('speed-index', 'Speed Index', 2240, '2.2 s', 0.97),
        'total-blocking-time': audit('total-blocking-time', 'Total Blocking Time', 120, '120 ms', 0.97),
        'screenshot-thumbnails': {
          id: 'screenshot-thumbnails',
          title: 'Screenshot Thumbnails',
          score: null,
          scoreDisplayMode: 'informative',
          details: { type: 'filmstrip', scale: 3000, items: [{ timing: 300, timestamp: 1_790_000_000_000, data: screenshot }] },
        },
        'final-screenshot': {
          id: 'final-screenshot',
          title: 'Final Screenshot',
          score: null,
          scoreDisplayMode: 'informative',
          details: { type: 'screenshot', timing: 1200, timestamp: 1_790_000_000_000, data: screenshot },
        },
      },
      categories: {
        performance: {
          id: 'performance',
          title: 'Performance',
          score: 0.91,
          auditRefs: [
            { id: 'first-contentful-paint', weight: 10, group: 'metrics', acronym: 'FCP' },
            { id: 'largest-contentful-paint', weight: 25, group: 'metrics', acronym: 'LCP' },
            { id: 'speed-index', weight: 10, group: 'metrics', acronym: 'SI' },
            { id: 'total-blocking-time', weight: 30, group: 'metrics', acronym: 'TBT' },
            { id: 'screenshot-thumbnails', weight: 0 },
            { id: 'final-screenshot', weight: 0 },
          ],
        },
      },
      categoryGroups: { metrics: { title: 'Metrics' } },
      timing: { total: 9123.4 },
      entities: [{ name: hostOf(target), isFirstParty: true, isUnrecognized: true, origins: [originOf(target)] }],
      fullPageScreenshot: { screenshot: { data: screenshot, width: 412, height: 240 }, nodes: {} },
    },
    version: { major: 1, minor: 19 },
  };
}

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
  'image/webp': 'webp',
  'video/webm': 'webm',
};

/** MSW handlers for the outside services: the media host's upload and the page-speed service. */
export function createServiceHandlers(options: ServiceHandlerOptions = {}): ServiceHandlers {
  const {
    mediaHostUrl = '*/auto/upload',
    // Patterns rather than imported constants: importing the clients would pull zod into the mocks entry.
    pageSpeedUrl = '*/pagespeedonline/v5/runPagespeed',
    failUploads = 0,
    failPageSpeed = 0,
    failStatus = 500,
    delayMs = 0,
  } = options;
  const calls = { upload: 0, pageSpeed: 0 };

  const handlers: RequestHandler[] = [
    http.post(mediaHostUrl, async ({ request }) => {
      calls.upload += 1;
      const n = calls.upload;
      if (delayMs) await delay(delayMs);
      if (n <= failUploads)
        return HttpResponse.json({ error: { message: 'Mock media host failure' } }, { status: failStatus });
      const form = await request.formData();
      const file = form.get('file');
      if (!form.get('upload_preset')) {
        return HttpResponse.json(
          { error: { message: 'Upload preset must be specified when using unsigned upload' } },
          { status: 400 },
        );
      }
      if (!(file instanceof Blob))
        return HttpResponse.json({ error: { message: 'Missing required parameter - file' } }, { status: 400 });
      const format = extensionOf[file.type] ?? 'bin';
      const resourceType = file.type.startsWith('video/')
        ? 'video'
        : file.type.startsWith('image/') || format === 'pdf'
          ? 'image'
          : 'raw';
      const publicId = `edu/mock-upload-${n}`;
      return HttpResponse.json({
        asset_id: `mock-asset-${n}`,
        public_id: publicId,
        version: 1,
        format,
        resource_type: resourceType,
        created_at: ANALYSIS_TIME,
        bytes: file.size,
        type: 'upload',
        original_filename: file instanceof File ? file.name.replace(/\.[^.]+$/, '') : 'blob',
        // Images get a real picture so the demo shows something; the rest a media-host-shaped URL.
        secure_url:
          resourceType === 'image' && format !== 'pdf'
            ? picturePath(`edu-upload-${n}`, 640, 360)
            : `https://res.cloudinary.com/edu-mock/${resourceType}/upload/v1/${publicId}.${format}`,
      });
    }),
    http.get(pageSpeedUrl, async ({ request }) => {
      calls.pageSpeed += 1;
      if (delayMs) await delay(delayMs);
      if (calls.pageSpeed <= failPageSpeed) {
        return HttpResponse.json(
          { error: { code: failStatus, message: 'Lighthouse returned error: mock failure' } },
          { status: failStatus },
        );
      }
      const target = new URL(request.url).searchParams.get('url');
      if (!target) return HttpResponse.json({ error: { code: 400, message: 'Invalid value at url' } }, { status: 400 });
      return HttpResponse.json(pageSpeedAnswer(target));
    }),
  ];
  return Object.assign(handlers, { calls });
}

/** The service handlers with no failures or delay. */
export const serviceHandlers = createServiceHandlers();
