import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../env.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { creditOpeningBalance } from '../modules/wallet/wallet.service.js';
import { emptyData, type DbData, type UserRecord } from '../db/schema.js';
import { seedCaptions } from './seed-captions.js';
import { readManifest, type SeedManifest } from './seed-manifest.js';
import { seedComments } from './seed-comments.js';
import { seedCommunity } from './seed-community.js';
import { placeFixture } from './seed-media.js';
import type { Store } from '../db/store.js';

export const DEFAULT_FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures');

export interface SeedOptions {
  fixturesDir?: string;
  /** Wipe DATA_DIR/media (uploads included) before placing the fixtures. */
  reset?: boolean;
  /** The moment ages are counted back from (tests pin it). */
  now?: Date;
  /** PASSWORD_HASH_COST for the accounts' hashes (default 17). */
  hashCost?: number;
}

/** How many records of each kind the seed wrote. */
export type SeedSummary = Awaited<ReturnType<typeof seedStore>>;

// scrypt at OWASP cost is slow on purpose; the seed hashes each distinct password once per
// process and cost.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string, cost: number | undefined): Promise<string> {
  const key = `${String(cost)}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashCache.set(key, hash);
    hash.catch(() => hashCache.delete(key));
  }
  return hash;
}

const DAY_MS = 86_400_000;
/** The manifest's key of the demo account (README's demo@example.com). */
const DEMO_ACCOUNT = 'demo';
const seedUserId = (key: string) =>
  createHash('sha256').update(`inkreel-seed:user:${key}`).digest('hex').slice(0, 24);

async function placeAll(
  manifest: SeedManifest,
  fixturesDir: string,
  mediaDir: string,
): Promise<Map<string, string>> {
  const files = [
    ...manifest.media.videos.flatMap((m) => [m.file, m.thumbnail]),
    ...manifest.media.audio.flatMap((m) => [m.file, m.artwork]),
    ...manifest.media.books.flatMap((m) => [m.file, m.cover]),
  ];
  const placed = await Promise.all(files.map((f) => placeFixture(fixturesDir, mediaDir, f)));
  return new Map(files.map((f, i) => [f, placed[i] as string]));
}

function lookup<T extends { key: string }>(list: T[], key: string, what: string): T {
  const found = list.find((m) => m.key === key);
  if (!found) throw new Error(`Manifest: unknown ${what} "${key}"`);
  return found;
}

/** Builds the seed records from the manifest and writes them, replacing every record. */
export async function seedStore(store: Store, options: SeedOptions = {}) {
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES_DIR;
  const now = (options.now ?? new Date()).getTime();
  const manifest = await readManifest(fixturesDir);
  if (options.reset) await rm(store.mediaDir, { recursive: true, force: true });
  await mkdir(store.mediaDir, { recursive: true });

  const [placed, hashes, texts] = await Promise.all([
    placeAll(manifest, fixturesDir, store.mediaDir),
    Promise.all(manifest.accounts.map((a) => cachedHash(a.password, options.hashCost))),
    Promise.all(
      [...manifest.catalogue.stories, ...manifest.catalogue.poems].map(async (w) => [
        w.id,
        (await readFile(path.join(fixturesDir, ...w.file.split('/')), 'utf8')).trim(),
      ]),
    ).then((entries) => new Map(entries as [string, string][])),
  ]);
  const at = (ageDays: number) => new Date(now - ageDays * DAY_MS).toISOString();
  const file = (rel: string) => placed.get(rel) as string;
  const owner = (key: string) => seedUserId(lookup(manifest.accounts, key, 'uploader').key);

  const data: DbData = emptyData();
  data.users = manifest.accounts.map((a, i): UserRecord => ({
    _id: seedUserId(a.key),
    email: a.email.toLowerCase(),
    name: a.name,
    passwordHash: hashes[i] as string,
    isEmailVerified: true,
    createdAt: at(800),
  }));
  for (const a of manifest.accounts) {
    creditOpeningBalance(data, {
      userId: seedUserId(a.key),
      credits: a.credits,
      reference: 'seed',
      at: at(800),
    });
  }
  // The manifest is parsed strictly (seed-manifest.ts), so `...rest` holds only the record's fields.
  data.videos = manifest.catalogue.videos.map(
    ({ id, media, ageDays, uploader, thumbnail, ...rest }) => {
      const files = lookup(manifest.media.videos, media, 'video');
      return {
        _id: id,
        ...rest,
        createdAt: at(ageDays),
        videoFile: file(files.file),
        ...(thumbnail ? { thumbnailFile: file(files.thumbnail) } : {}),
        uploaderId: owner(uploader),
        duration: files.seconds,
        status: 'ready' as const,
      };
    },
  );
  data.audios = manifest.catalogue.audios.map(
    ({ id, media, ageDays, uploader, artwork, ...rest }) => {
      const files = lookup(manifest.media.audio, media, 'audio');
      return {
        _id: id,
        ...rest,
        audioFile: file(files.file),
        ...(artwork ? { artworkFile: file(files.artwork) } : {}),
        createdAt: at(ageDays),
        uploaderId: owner(uploader),
        duration: files.seconds,
      };
    },
  );
  data.books = manifest.catalogue.books.map(({ id, media, ageDays, uploader, cover, ...rest }) => {
    const files = lookup(manifest.media.books, media, 'book');
    return {
      _id: id,
      ...rest,
      createdAt: at(ageDays),
      bookFile: file(files.file),
      ...(cover ? { coverFile: file(files.cover) } : {}),
      format: files.format,
      uploaderId: owner(uploader),
      pages: files.pages,
    };
  });
  const writings = (kind: 'story' | 'poem', list: SeedManifest['catalogue']['stories']) =>
    list.map((w) => ({
      _id: w.id,
      kind,
      title: w.title,
      content: texts.get(w.id) as string,
      tags: w.tags,
      createdAt: at(w.ageDays),
      uploaderId: owner(w.uploader),
    }));
  data.writings = [
    ...writings('story', manifest.catalogue.stories),
    ...writings('poem', manifest.catalogue.poems),
  ];
  seedComments(data, now);

  await seedCaptions(data, manifest, { fixturesDir, mediaDir: store.mediaDir });

  seedCommunity(data, seedUserId(DEMO_ACCOUNT), now);

  await store.replace(data);
  return {
    users: data.users.length,
    videos: data.videos.length,
    audios: data.audios.length,
    books: data.books.length,
    stories: manifest.catalogue.stories.length,
    poems: manifest.catalogue.poems.length,
  };
}
