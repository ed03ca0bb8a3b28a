import type { VTTNode } from 'media-captions';
import type { CSSProperties, ReactNode } from 'react';

/** A colour WebVTT's class names give (`<c.yellow>`): a CSS keyword, never anything else. */
const colour = (value: string | undefined): string | undefined =>
  value && /^[a-z]+$/i.test(value) ? value : undefined;

/**
 * A cue's text as React elements: WebVTT's own markup (bold, italic, underline, ruby, a voice,
 * a language, a class's colour) and text nodes. Never HTML: every character of the cue's text
 * reaches the page as text, whatever it holds (docs/product.md section 10).
 */
export function CueNodes({
  nodes,
  inRuby = false,
}: {
  nodes: readonly VTTNode[];
  /** Whether these are a `<ruby>`'s own children, the only place a ruby text may stand. */
  inRuby?: boolean;
}): ReactNode {
  return nodes.map((node, i) => <CueNode key={i} node={node} inRuby={inRuby} />);
}

function CueNode({ node, inRuby }: { node: VTTNode; inRuby: boolean }): ReactNode {
  if (node.type === 'text') return node.data;
  const children = <CueNodes nodes={node.children} inRuby={node.type === 'ruby'} />;
  switch (node.type) {
    case 'b':
      return <b>{children}</b>;
    case 'i':
      return <i>{children}</i>;
    case 'u':
      return <u>{children}</u>;
    case 'ruby':
      return <ruby>{children}</ruby>;
    case 'rt':
      // WebVTT opens a ruby text only inside a ruby (its parser ignores `<rt>` anywhere else);
      // elsewhere, an `<rt>` in another or after a stray one, its words stay, unmarked.
      return inRuby ? <rt>{children}</rt> : children;
    case 'lang':
      return <span lang={node.lang}>{children}</span>;
    case 'v':
      return <span title={node.voice}>{children}</span>;
    case 'c': {
      const style: CSSProperties = {
        color: colour(node.color),
        backgroundColor: colour(node.bgColor),
      };
      return node.color || node.bgColor ? <span style={style}>{children}</span> : children;
    }
    default:
      // A timestamp inside the cue (karaoke timing): its text, untimed.
      return children;
  }
}

/** The cue's words alone, for the transcript and its search. */
export function cuePlainText(nodes: readonly VTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.data : cuePlainText(node.children)))
    .join('');
}
