import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerApp } from './app.js';

const VIDEO_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const AUDIO_ID = 'b1b2c3d4e5f6a7b8c9d0e1f2';
const MISSING_ID = 'c1b2c3d4e5f6a7b8c9d0e1f2';
const BROKEN_ID = 'd1b2c3d4e5f6a7b8c9d0e1f2';
const DRAWN_ID = 'e1b2c3d4e5f6a7b8c9d0e1f2';
const PICTURELESS_ID = 'f1b2c3d4e5f6a7b8c9d0e1f2';

/** The start of a PNG of `width` x `height`: the signature and the IHDR chunk an image reader reads. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(2, 25);
  return header;
}
const SITE = 'http://inkreel.test';

const video = {
  _id: VIDEO_ID,
  title: 'Waves "at" <dusk>',
  description: 'Sea',
  tags: ['sea'],
  views: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  videoUrl: '/media/videos/waves.mp4',
  uploadedBy: { name: 'Mara Lind' },
};
const audio = {
  _id: AUDIO_ID,
  title: 'Night Drive',
  description: 'Synths',
  plays: 4,
  likes: [],
  artworkUrl: '/media/artwork/night.jpg',
  audioUrl: '/media/audio/night.mp3',
  createdAt: '2026-01-01T00:00:00.000Z',
  uploadedBy: { name: 'Uploader' },
  artist: 'The Drivers',
};

const PLAYLIST_ID = 'e1b2c3d4e5f6a7b8c9d0e1f2';
const playlist = {
  _id: PLAYLIST_ID,
  title: 'Late listening',
  description: '',
  visibility: 'unlisted',
  owner: { _id: 'f1b2c3d4e5f6a7b8c9d0e1f2', name: 'Dana Ruiz' },
  itemCount: 0,
  duration: 0,
  readingMinutes: 0,
  coverPaths: ['/media/artwork/night.jpg'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [],
};

/** A provider answering the two public calls the oEmbed endpoint makes, as the contracts say. */
function stubProvider() {
  const app = express();
  const asked: string[] = [];
  app.use((req, _res, next) => {
    asked.push(req.path);
    next();
  });
  app.get('/api/videos/:id', (req, res) => {
    if (req.params.id === VIDEO_ID) res.json(video);
    else if (req.params.id === BROKEN_ID) res.status(500).json({ code: 'INTERNAL_ERROR' });
    else res.status(404).json({ code: 'NOT_FOUND', message: 'Video not found' });
  });
  app.get('/api/playlists/:id', (req, res) => {
    if (req.params.id === PLAYLIST_ID) res.json(playlist);
    else res.status(404).json({ code: 'NOT_FOUND', message: 'Playlist not found' });
  });
  app.get('/api/audios/:id', (req, res) => {
    if (req.params.id === AUDIO_ID) res.json(audio);
    else if (req.params.id === DRAWN_ID)
      res.json({ ...audio, _id: DRAWN_ID, artworkUrl: `/media/artwork/${DRAWN_ID}.svg` });
    else if (req.params.id === PICTURELESS_ID)
      res.json({ ...audio, _id: PICTURELESS_ID, artworkUrl: '/media/artwork/gone.jpg' });
    else res.status(404).json({ code: 'NOT_FOUND', message: 'Audio not found' });
  });
  // The images, at the sizes they really have (not the sizes a document might assume).
  app.get('/api/videos/thumbnail/:id', (_req, res) => res.type('png').send(pngOf(480, 270)));
  app.get('/api/media/artwork/night.jpg', (_req, res) => res.type('png').send(pngOf(300, 300)));
  return { app, asked };
}

describe('embeds and oEmbed on the production server', () => {
  let dist: string;
  let provider: Server;
  let api: string;
  let asked: string[];
  let app: ReturnType<typeof createServerApp>;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'inkreel-embeds-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Inkreel</title></head><body><div id="root"></div></body></html>',
    );
    const stub = stubProvider();
    asked = stub.asked;
    provider = createServer(stub.app);
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    app = createServerApp({ distDir: dist, config: { apiBaseUrl: api } });
  });
  afterAll(async () => {
    await new Promise((resolve) => provider.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  const oembed = (query: Record<string, string>) =>
    request(app).get('/oembed').set('Host', 'inkreel.test').query(query);

  describe('framing', () => {
    it.each(['/embed/video/' + VIDEO_ID, '/embed/audio/' + AUDIO_ID])(
      'lets any site frame %s',
      async (pagePath) => {
        const res = await request(app).get(pagePath).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<div id="root">');
        expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
        expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
        // The rest of the policy stays.
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        expect(res.headers['x-frame-options']).toBeUndefined();
      },
    );

    it.each(['/', '/video/' + VIDEO_ID, '/audio/' + AUDIO_ID, '/embed/video', '/embed/book/x'])(
      'keeps %s unframeable',
      async (pagePath) => {
        const res = await request(app).get(pagePath);
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      },
    );
  });

  describe('GET /oembed', () => {
    it('describes a video page as type video with an iframe of its embed page', async () => {
      const res = await oembed({ url: `${SITE}/video/${VIDEO_ID}`, format: 'json' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body).toEqual({
        type: 'video',
        version: '1.0',
        title: video.title,
        author_name: 'Mara Lind',
        provider_name: 'Inkreel',
        provider_url: `${SITE}/`,
        thumbnail_url: `${api}/api/videos/thumbnail/${VIDEO_ID}`,
        // Measured: the provider's thumbnail is 480 x 270 here.
        thumbnail_width: 480,
        thumbnail_height: 270,
        width: 640,
        height: 360,
        html: expect.any(String) as unknown,
      });
      const html = res.body.html as string;
      expect(html).toMatch(
        new RegExp(`^<iframe src="${SITE}/embed/video/${VIDEO_ID}" width="640" height="360" `),
      );
      // The title is escaped inside the attribute.
      expect(html).toContain('title="Waves &quot;at&quot; &lt;dusk&gt;"');
      expect(html).toContain('allowfullscreen');
    });

    it('carries a valid ?t= of the page into the embed, and drops an invalid one', async () => {
      const timed = await oembed({ url: `${SITE}/video/${VIDEO_ID}?t=83` }).expect(200);
      expect(timed.body.html).toContain(`src="${SITE}/embed/video/${VIDEO_ID}?t=83"`);
      const invalid = await oembed({ url: `${SITE}/video/${VIDEO_ID}?t=soon` }).expect(200);
      expect(invalid.body.html).toContain(`src="${SITE}/embed/video/${VIDEO_ID}"`);
    });

    it('fits the frame within maxwidth and maxheight, keeping 16:9', async () => {
      const narrow = await oembed({ url: `${SITE}/video/${VIDEO_ID}`, maxwidth: '320' });
      expect([narrow.body.width, narrow.body.height]).toEqual([320, 180]);
      const low = await oembed({ url: `${SITE}/video/${VIDEO_ID}`, maxheight: '270' });
      expect([low.body.width, low.body.height]).toEqual([480, 270]);
      expect(low.body.html).toContain('width="480" height="270"');
    });

    it('describes a track page as rich, by its artist, with its artwork', async () => {
      const res = await oembed({ url: `${SITE}/audio/${AUDIO_ID}` }).expect(200);
      expect(res.body).toMatchObject({
        type: 'rich',
        version: '1.0',
        title: 'Night Drive',
        author_name: 'The Drivers',
        thumbnail_url: `${api}/api/media/artwork/night.jpg`,
        thumbnail_width: 300,
        thumbnail_height: 300,
        width: 480,
        height: 240,
      });
      expect(res.body.html).toContain(`src="${SITE}/embed/audio/${AUDIO_ID}"`);
    });

    it('describes a playlist page as a link, by its owner, with its measured cover; 404 for one it cannot see', async () => {
      const res = await oembed({ url: `${SITE}/playlist/${PLAYLIST_ID}` }).expect(200);
      expect(res.body).toEqual({
        type: 'link',
        version: '1.0',
        title: 'Late listening',
        author_name: 'Dana Ruiz',
        provider_name: 'Inkreel',
        provider_url: `${SITE}/`,
        thumbnail_url: `${api}/api/media/artwork/night.jpg`,
        thumbnail_width: 300,
        thumbnail_height: 300,
      });
      const missing = await oembed({ url: `${SITE}/playlist/${MISSING_ID}` }).expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
    });

    it("names the site's PNG for drawn (SVG) artwork, and no thumbnail it could not measure", async () => {
      const drawn = await oembed({ url: `${SITE}/audio/${DRAWN_ID}` }).expect(200);
      expect(drawn.body).toMatchObject({
        thumbnail_url: `${SITE}/icons/icon-512.png`,
        thumbnail_width: 512,
        thumbnail_height: 512,
      });
      const gone = await oembed({ url: `${SITE}/audio/${PICTURELESS_ID}` }).expect(200);
      expect(gone.body.title).toBe('Night Drive');
      expect(gone.body).not.toHaveProperty('thumbnail_url');
      expect(gone.body).not.toHaveProperty('thumbnail_width');
    });

    it('answers 400 with a coded body without a url', async () => {
      const res = await oembed({ format: 'json' }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'url', message: 'url is required' }],
      });
      const bad = await oembed({ url: `${SITE}/video/${VIDEO_ID}`, maxwidth: 'wide' }).expect(400);
      expect(bad.body.issues[0].path).toBe('maxwidth');
    });

    it('answers 501 for format=xml', async () => {
      const res = await oembed({ url: `${SITE}/video/${VIDEO_ID}`, format: 'xml' }).expect(501);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'format' }] });
    });

    it.each([
      ['another site', `http://elsewhere.test/video/${VIDEO_ID}`],
      ['a page without an embed', `${SITE}/books`],
      ['an id that cannot exist', `${SITE}/video/nope`],
      ['no URL at all', 'video'],
    ])('answers 404 for %s without asking the provider', async (_name, url) => {
      asked.length = 0;
      const res = await oembed({ url }).expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(asked).toEqual([]);
    });

    it('answers 404 for an item the provider does not have', async () => {
      const res = await oembed({ url: `${SITE}/video/${MISSING_ID}` }).expect(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'No video with that id' });
      await oembed({ url: `${SITE}/audio/${MISSING_ID}` }).expect(404);
    });

    it('answers 503 when the provider fails', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await oembed({ url: `${SITE}/video/${BROKEN_ID}` }).expect(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(logged).toHaveBeenCalledOnce();
      logged.mockRestore();
    });
  });
});
