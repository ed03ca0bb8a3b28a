import type { TextTrack } from '@inkreel/shared';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CAPTION_BACKGROUNDS,
  CAPTION_SIZES,
  useCaptionPrefs,
  type CaptionPrefs,
} from '../../lib/captions/caption-prefs';
import { useBrowserLanguages } from '../../lib/captions/use-browser-languages';
import { useShortcuts } from '../../lib/keyboard/use-shortcuts';
import { CaptionsIcon } from './caption-icons';
import { chooseTrack } from './choose-track';
import './captions-menu.css';

const SIZE_LABELS: Record<CaptionPrefs['size'], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'x-large': 'Extra large',
};
const BACKGROUND_LABELS: Record<CaptionPrefs['background'], string> = {
  solid: 'Solid',
  translucent: 'See-through',
  none: 'None (outlined text)',
};

/**
 * The player's CC button: a panel to turn captions on in a language (remembered in this browser)
 * or off, and to choose the text size and the background behind the text. The `c` key turns
 * them on and off.
 */
export function CaptionsMenu({ tracks }: { tracks: readonly TextTrack[] }) {
  const [prefs, update] = useCaptionPrefs();
  const languages = useBrowserLanguages();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  // The picture clips what overflows it: the panel scrolls within the room above its button.
  const [room, setRoom] = useState<number | undefined>(undefined);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const current = chooseTrack(tracks, prefs.language, languages);

  const show = (language: string | null) => {
    if (language === null) {
      update({ on: false });
      setSaid('Captions off');
      return;
    }
    update({ on: true, language });
    const track = tracks.find((t) => t.language === language);
    setSaid(`Captions on: ${track?.label ?? language}`);
  };
  useShortcuts('Captions', [
    {
      keys: ['c'],
      labels: ['c'],
      description: 'Captions on or off',
      run: () => show(prefs.on ? null : (current?.language ?? null)),
    },
  ]);

  // Escape or a click elsewhere closes the panel; Escape gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span className="captions-menu">
      <button
        ref={button}
        type="button"
        className={`icon-button player-button captions-toggle${prefs.on ? ' is-on' : ''}`}
        aria-label="Captions"
        aria-expanded={open}
        aria-controls={panelId}
        title={prefs.on && current ? `Captions: ${current.label}` : 'Captions: off'}
        onClick={(event) => {
          const player = event.currentTarget.closest('.video-player');
          if (!open && player) {
            const top = event.currentTarget.getBoundingClientRect().top;
            setRoom(Math.max(120, top - player.getBoundingClientRect().top - 16));
          }
          setOpen(!open);
        }}
      >
        <CaptionsIcon />
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
      <div
        ref={panel}
        id={panelId}
        className="captions-panel"
        role="group"
        aria-label="Caption settings"
        hidden={!open}
        style={room ? { maxHeight: room } : undefined}
      >
        <Choice
          legend="Captions"
          name={`${panelId}-language`}
          options={[
            ['', 'Off'],
            ...tracks.map((track) => [track.language, track.label, track.language] as const),
          ]}
          value={prefs.on ? (current?.language ?? '') : ''}
          onChange={(language) => show(language || null)}
        />
        <Choice
          legend="Text size"
          name={`${panelId}-size`}
          options={CAPTION_SIZES.map((size) => [size, SIZE_LABELS[size]] as const)}
          value={prefs.size}
          onChange={(size) => update({ size: size as CaptionPrefs['size'] })}
        />
        <Choice
          legend="Background"
          name={`${panelId}-background`}
          options={CAPTION_BACKGROUNDS.map((bg) => [bg, BACKGROUND_LABELS[bg]] as const)}
          value={prefs.background}
          onChange={(background) =>
            update({ background: background as CaptionPrefs['background'] })
          }
        />
      </div>
    </span>
  );
}

/** One setting as a group of radio buttons (arrow keys move between them, as everywhere). */
function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  /** value, label, and the label's language when it is a language's own name. */
  options: readonly (readonly [string, string, string?])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="captions-choice">
      <legend>{legend}</legend>
      {options.map(([option, label, lang]) => (
        <label key={option} className="captions-option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          <span lang={lang}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
