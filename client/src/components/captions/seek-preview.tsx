import { chapterAt, type Chapter, type Storyboard } from '@inkreel/shared';
import { readStoryboardIndex, tileAt, type StoryboardTile } from '@inkreel/shared/caption-files';
import useSWR from 'swr';
import { mediaUrl } from '../media/media-urls';
import './seek-preview.css';

async function loadTiles(indexUrl: string): Promise<StoryboardTile[]> {
  const reply = await fetch(mediaUrl(indexUrl));
  if (!reply.ok) throw new Error(`Storyboard ${indexUrl}: ${reply.status}`);
  const read = await readStoryboardIndex(await reply.text());
  return read.ok ? read.tiles : [];
}

/**
 * What the seek bar shows above the time under the pointer: the frame of that moment (from the
 * storyboard, when the video has one) and the chapter's name.
 */
export function SeekPreview({
  at,
  chapters,
  storyboard,
}: {
  at: number;
  chapters: readonly Chapter[];
  storyboard: Storyboard | null;
}) {
  const { data: tiles } = useSWR(
    storyboard ? ['storyboard', storyboard.indexUrl] : null,
    ([, url]: [string, string]) => loadTiles(url),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const tile = tiles && storyboard ? tileAt(tiles, at) : null;
  const chapter = chapterAt(chapters, at);
  return (
    <>
      {tile && storyboard ? (
        <span
          className="seek-preview-frame"
          data-testid="seek-preview-frame"
          style={{
            width: tile.width,
            height: tile.height,
            backgroundImage: `url("${mediaUrl(storyboard.spriteUrl).replace(/"/g, '%22')}")`,
            backgroundPosition: `-${tile.x}px -${tile.y}px`,
          }}
        />
      ) : null}
      {chapter ? <span className="seek-preview-chapter">{chapter.title}</span> : null}
    </>
  );
}
