import { newId, nowIso } from '../../db/ids.js';
import type { AudioRecord, VideoRecord } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';

/** A video straight in the store (its files are not needed here). */
export async function putVideo(
  t: TestApp,
  uploaderId: string,
  status: VideoRecord['status'] = 'ready',
): Promise<VideoRecord> {
  const video: VideoRecord = {
    _id: newId(),
    title: 'Captioned',
    description: '',
    tags: [],
    views: 0,
    createdAt: nowIso(),
    videoFile: 'videos/none.mp4',
    uploaderId,
    featured: false,
    status,
  };
  t.deps.store.data.videos.push(video);
  await t.deps.store.write();
  return video;
}

export async function putAudio(t: TestApp, uploaderId: string): Promise<AudioRecord> {
  const audio: AudioRecord = {
    _id: newId(),
    title: 'Sung',
    description: '',
    plays: 0,
    audioFile: 'audios/none.mp3',
    createdAt: nowIso(),
    uploaderId,
    genre: 'Folk',
    artist: 'Someone',
  };
  t.deps.store.data.audios.push(audio);
  await t.deps.store.write();
  return audio;
}

export const VTT_EN = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
export const SRT_FR = '1\n00:00:00,000 --> 00:00:02,000\nBonjour\n';
