import type { Request, Response } from 'express';
import { ErrorCode, splitTags, uploadCalls, type VideoUploadFields } from '@inkreel/shared';
import type { VideoRecord } from '../../db/schema.js';
import { nowIso } from '../../db/ids.js';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import { HttpError } from '../../http/http-error.js';
import { toVideo } from '../content/serializers.js';
import { priceOf } from './pricing.js';
import { commitUpload } from './upload-commit.js';
import { realtimeSocketOf } from './upload-parser.js';
import { LAYOUTS, stageUpload } from './upload-stage.js';
import { processVideo } from './video-processing.js';
import { ProbeError, probeVideo } from './video-probe.js';

/**
 * POST /api/videos/upload. With a socket of the uploader's, the video is created as "processing"
 * and processed after the reply, with events on that socket. Without one there is nobody to tell
 * about a late failure, so the container is checked before charging: a broken file is a 415 and
 * costs nothing, and the video is created "ready" with its duration.
 */
export async function uploadVideo(
  deps: AppDeps,
  body: VideoUploadFields,
  req: Request,
  res: Response,
) {
  const userId = authOf(req).user._id;
  const staged = await stageUpload(deps, uploadCalls.video, req, LAYOUTS.video, body.title);
  const socketId = realtimeSocketOf(req);
  let duration: number | undefined;
  if (!socketId) {
    try {
      ({ duration } = await probeVideo(staged.media.pathOf(staged.mainFile), staged.main.format));
    } catch (error) {
      await staged.media.removeAll();
      if (!(error instanceof ProbeError)) throw error;
      throw new HttpError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `The video file could not be read: ${error.message}`,
        { field: 'video' },
      );
    }
  }
  const price = priceOf(deps.env, 'video');
  const record = await commitUpload(deps, {
    req,
    userId,
    price,
    contentId: staged.id,
    media: staged.media,
    insert: () => {
      const video: VideoRecord = {
        _id: staged.id,
        title: body.title,
        description: body.description,
        tags: splitTags(body.tags),
        views: 0,
        createdAt: nowIso(),
        videoFile: staged.mainFile,
        thumbnailFile: staged.imageFile,
        uploaderId: userId,
        featured: false,
        status: socketId ? 'processing' : 'ready',
        ...(duration !== undefined ? { duration } : {}),
      };
      deps.store.data.videos.push(video);
      return video;
    },
  });
  if (socketId) {
    // 'close' follows the reply being sent (or the client leaving): processing starts after it.
    res.once('close', () => {
      void processVideo(deps, {
        videoId: record._id,
        userId,
        socketId,
        format: staged.main.format,
      });
    });
  }
  return {
    message: socketId
      ? 'Video uploaded successfully. Processing has started.'
      : 'Video uploaded successfully',
    video: toVideo(deps.store, record),
  };
}
