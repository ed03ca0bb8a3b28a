import { lazy, memo, Suspense, type ComponentType } from 'react';
import { useExtension } from '../../lib/api/extensions';
import type { CommentsSlotProps } from './comments-slot-props';
// The server-rendered comments must be styled before their code arrives: the sheet stays with the page.
import './comments.css';

// The comments' code (the preview's text rendering, the thread's calls and contracts) is its own
// chunk, asked for when the page first renders, so it loads after the player (decision 0430). On
// the server the import is part of the one bundle, and the stream waits for it: the markup has
// the comments. Hydrating, React keeps that markup until the chunk is in.
let loaded: ComponentType<CommentsSlotProps> | undefined;
const importArea = async () => (loaded = (await import('./comments-area')).CommentsArea);
const LazyArea = lazy(async () => ({ default: await importArea() }));

/** Loads the comments' code ahead of a render that cannot wait for it (renderToString, a test's). */
export async function preloadComments(): Promise<void> {
  await importArea();
}

/**
 * Where an item's comments go, for a provider that offers them (docs/product.md section 10,
 * Comments): the first page as the server rendered it (or a line while it loads), replaced by
 * the live thread once its code is in. Nothing at all against a provider without comments.
 */
export const CommentsSlot = memo(function CommentsSlot(props: CommentsSlotProps) {
  if (!useExtension('comments')) return null;
  const Area = loaded ?? LazyArea;
  return (
    <Suspense fallback={<CommentsPending />}>
      <Area {...props} />
    </Suspense>
  );
});

/**
 * While the comments' code loads on a page the browser draws (or one updated before hydrating).
 * Not yet `#comments`: a link to the section (or a comment) waits for the section itself.
 */
function CommentsPending() {
  return (
    <section className="comments" aria-label="Comments">
      <p className="muted comments-loading">Loading comments…</p>
    </section>
  );
}
