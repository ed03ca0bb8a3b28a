import path from 'node:path';
import { expect } from 'vitest';
import { uploadCalls, type CallContract } from '@inkreel/shared';
import { balanceCents } from '../modules/wallet/wallet.service.js';
import type { TestApp } from './test-app.js';
import { filesUnder } from './upload-requests.js';

/** Multipart bodies written byte by byte, so they can be wrong in ways no client library writes. */
export const BOUNDARY = 'inkreel-test-boundary';
export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** The three file uploads, by the name of their main file field. */
export const FILE_UPLOADS: readonly [string, CallContract][] = [
  ['video', uploadCalls.video],
  ['audio', uploadCalls.audio],
  ['book', uploadCalls.book],
];

/** Lines joined with CRLF, as they are. */
export const rawMultipart = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

export interface Part {
  /** The `name` parameter; undefined leaves it out of Content-Disposition. */
  name?: string;
  filename?: string;
  type?: string;
  content: string;
}

/** One part's lines: its headers, a blank line and its content. */
export function partLines({ name, filename, type, content }: Part): string[] {
  const disposition = [
    'Content-Disposition: form-data',
    ...(name !== undefined ? [`name="${name}"`] : []),
    ...(filename !== undefined ? [`filename="${filename}"`] : []),
  ].join('; ');
  return [disposition, ...(type !== undefined ? [`Content-Type: ${type}`] : []), '', content];
}

/** A well-formed body of these parts (whatever their names say). */
export const multipartBody = (parts: readonly Part[], boundary = BOUNDARY) =>
  rawMultipart(
    ...parts.flatMap((part) => [`--${boundary}`, ...partLines(part)]),
    `--${boundary}--`,
    '',
  );

/** A refused upload kept nothing: no charge, no temp or media file, no record. */
export async function expectNothingKept(t: TestApp, userId: string, cents: number) {
  expect(balanceCents(t.deps.store, userId)).toBe(cents);
  expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
  expect(await filesUnder(path.join(t.dataDir, 'media'))).toEqual([]);
  expect(t.deps.store.data.videos).toEqual([]);
  expect(t.deps.store.data.audios).toEqual([]);
  expect(t.deps.store.data.books).toEqual([]);
}
