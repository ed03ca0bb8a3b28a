import { useState } from 'react';
import { useStoryboard } from '../../../lib/captions/use-item-extras';
import { changeProblem, useCaptionChanges } from '../api/change-captions';

/** Whether the video has seek previews (made at upload), and removing them. */
export function StoryboardSection({ id }: { id: string }) {
  const storyboard = useStoryboard(id);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const changes = useCaptionChanges('video', id);
  return (
    <>
      <p>
        {storyboard
          ? `This video has seek previews: ${storyboard.frames} frames, shown while seeking.`
          : 'This video has no seek previews: they are made from the video as it is uploaded.'}
      </p>
      {storyboard ? (
        <button
          type="button"
          className="btn"
          onClick={() =>
            void changes.removeStoryboard().then(
              () => setSaid({ text: 'The seek previews were removed.', problem: false }),
              (error: unknown) => setSaid({ text: changeProblem(error), problem: true }),
            )
          }
        >
          Remove the seek previews
        </button>
      ) : null}
      <p className={said?.problem ? 'field-error' : 'captions-manage-said'} role="status">
        {said?.text}
      </p>
    </>
  );
}
