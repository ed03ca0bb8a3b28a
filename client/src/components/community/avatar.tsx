import './avatar.css';

/** Backgrounds that keep white initials readable (4.5:1 or more) in both themes. */
const COLOURS = ['#6d28d9', '#9d174d', '#1d4ed8', '#047857', '#b45309', '#be123c', '#4338ca'];

/** Up to two initials of a name ("Ada Marlow" → "AM"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters.map((w) => (w ? Array.from(w)[0]?.toUpperCase() : '')).join('') || '?';
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0] ?? '#6d28d9';
}

/**
 * A creator's picture: theirs when the provider gives one, else their initials on a colour drawn
 * from their name (the same name always gets the same colour). Decorative: the name is beside it.
 */
export function Avatar({ name, src, size = 48 }: { name: string; src?: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} />;
  return (
    <span className="avatar" aria-hidden="true" style={{ ...style, background: colourOf(name) }}>
      {initialsOf(name)}
    </span>
  );
}
