import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

interface SeedItem {
  id: string;
  title: string;
  media: string;
}
interface Manifest {
  catalogue: Record<'videos' | 'audios' | 'books', SeedItem[]>;
}

const manifestPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/manifest.json',
);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** A seeded item by its media file's name, so a test can pick one of a known length. */
export function seeded(kind: keyof Manifest['catalogue'], media: string): SeedItem {
  const item = manifest.catalogue[kind].find((entry) => entry.media === media);
  if (!item) throw new Error(`no seeded ${kind} item with media ${media}`);
  return item;
}

/** The first <video> or <audio> element's state. */
export function mediaState(page: Page, selector: 'video' | 'audio') {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLMediaElement>(sel);
    if (!el) throw new Error(`No <${sel}> on the page`);
    return {
      currentTime: el.currentTime,
      paused: el.paused,
      muted: el.muted,
      volume: el.volume,
      duration: el.duration,
    };
  }, selector);
}

/** Seeks the media element directly (the test's starting point, not what is under test). */
export function setCurrentTime(page: Page, selector: 'video' | 'audio', seconds: number) {
  return page.evaluate(
    ([sel, value]) => {
      const el = document.querySelector<HTMLMediaElement>(sel);
      if (!el) throw new Error(`No <${sel}> on the page`);
      el.currentTime = value;
    },
    [selector, seconds] as const,
  );
}

/** Waits for the media's metadata (its duration) to be in. */
export function waitForMetadata(page: Page, selector: 'video' | 'audio') {
  return page.waitForFunction(
    (sel) => (document.querySelector<HTMLMediaElement>(sel)?.readyState ?? 0) >= 1,
    selector,
  );
}
