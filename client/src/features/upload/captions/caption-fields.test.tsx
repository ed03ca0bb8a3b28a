import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CaptionFieldsSection } from './caption-fields';
import { useCaptionFields, type CaptionPayload } from './use-caption-fields';

let checked: CaptionPayload | null | undefined;

function Form({ kind }: { kind: 'video' | 'audio' }) {
  const fields = useCaptionFields(kind);
  return (
    <>
      <CaptionFieldsSection kind={kind} fields={fields} disabled={false} />
      <button type="button" onClick={() => (checked = fields.validate())}>
        Send
      </button>
    </>
  );
}

const file = (name: string, text: string) => new File([text], name, { type: 'text/vtt' });

describe('the upload form’s captions', () => {
  it('says which line of a caption file is wrong, before anything is sent', async () => {
    const user = userEvent.setup();
    render(<Form kind="video" />);
    await user.upload(
      screen.getByLabelText('Add a caption file'),
      file('talk.fr.vtt', 'WEBVTT\n\n00:00.000 --> 00:0x.000\nBonjour\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'talk.fr.vtt: Line 3: Cue end timestamp `00:0x.000` is invalid',
    );
    // The language came from the file's name.
    expect(screen.getByLabelText('Language of captions file 1')).toHaveValue('fr');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(checked).toBeNull();
  });

  it('gives each file its language, refuses one twice and a tag that is none, then sends', async () => {
    const user = userEvent.setup();
    render(<Form kind="video" />);
    const add = screen.getByLabelText('Add a caption file');
    await user.upload(add, file('a.en.vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nHi\n'));
    await user.upload(add, file('b.srt', '1\n00:00:00,000 --> 00:00:02,000\nHola\n'));
    await waitFor(() => expect(screen.getAllByText('Ready')).toHaveLength(2));
    const second = screen.getByLabelText('Language of captions file 2');
    await user.type(second, 'en');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(checked).toBeNull();
    expect(
      screen.getByText('One file per language: this language has a file already'),
    ).toBeInTheDocument();
    await user.clear(second);
    await user.type(second, 'not a tag');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(second).toHaveAccessibleDescription(/BCP 47/);
    await user.clear(second);
    await user.type(second, 'es');
    await user.type(screen.getByLabelText('Chapters'), '0:00 Start\n0:01 Middle\n0:02 End');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(checked?.tracks.map((track) => track.language)).toEqual(['en', 'es']);
    expect(checked?.chapters).toHaveLength(3);
  });

  it('takes LRC lyrics for a track, and says what is wrong with the chapters', async () => {
    const user = userEvent.setup();
    render(<Form kind="audio" />);
    await user.upload(
      screen.getByLabelText('Add a lyrics file'),
      file('song.lrc', '[00:01.00]La la\n'),
    );
    const entry = await screen.findByRole('listitem');
    await waitFor(() => expect(within(entry).getByText('Ready')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Chapters'), '0:00 Verse\nchorus');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(checked).toBeNull();
    expect(screen.getByLabelText('Chapters')).toHaveAccessibleDescription(
      /Line 2: write a time, then the title, as in 0:00 Intro/,
    );
  });
});
