// The peer for the upload figures: a bare Express 5 + multer disk-storage endpoint with the same
// durability as the mock provider's (fsync before the file counts as stored), nothing else.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import express from 'express';
import multer from 'multer';

const dir = process.env.UPLOAD_DIR ?? '';
mkdirSync(dir, { recursive: true });
const storageOptions = {
  destination: dir,
  filename: (
    _req: express.Request,
    _file: Express.Multer.File,
    cb: (error: Error | null, name: string) => void,
  ) => cb(null, `${randomBytes(12).toString('hex')}.part`),
  flush: true,
};
const upload = multer({ storage: multer.diskStorage(storageOptions) }).fields([
  { name: 'video', maxCount: 1 },
  { name: 'thumbnail', maxCount: 1 },
]);

const app = express();
app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});
app.post('/api/videos/upload', upload, (req, res) => {
  const files = req.files as Record<string, Express.Multer.File[]>;
  const file = files.video?.[0];
  res.status(201).json({ size: file?.size ?? 0 });
  // The bench only needs the timing: drop the gigabyte afterwards.
  if (file) void unlink(file.path);
});
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
// Exit normally on SIGTERM (the bench stops it so), so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
