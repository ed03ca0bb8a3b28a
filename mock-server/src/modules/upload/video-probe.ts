import { probeEbml } from './ebml-probe.js';
import { probeMp4 } from './mp4-probe.js';
import { probeOgg } from './ogg-probe.js';
import { ProbeError, withProbeReader, type ProbeProgress } from './probe-reader.js';
import type { SniffedFormat } from './sniff.js';

export { ProbeError } from './probe-reader.js';

/**
 * The real work of video processing: walks the container's structure on disk and reads its
 * duration (seconds), when the container states it. A file that sniffed as video but does not parse throws a ProbeError.
 */
export async function probeVideo(
  filePath: string,
  format: SniffedFormat,
  onProgress: ProbeProgress = () => undefined,
): Promise<{ duration?: number }> {
  return withProbeReader(filePath, async (reader) => {
    switch (format) {
      case 'mp4':
      case 'quicktime':
        return probeMp4(reader, onProgress);
      case 'matroska':
        return probeEbml(reader, onProgress);
      case 'ogg':
        return probeOgg(reader, onProgress);
      default:
        throw new ProbeError(`${format} is not a video container`);
    }
  });
}
