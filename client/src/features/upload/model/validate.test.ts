import { describe, expect, it } from 'vitest';
import { initialFormState, type UploadFormState } from './form-state';
import { fileProblem, validateUploadForm } from './validate';

const file = (name: string, type: string) => new File(['bytes'], name, { type });

function form(type: UploadFormState['type'], patch: Partial<UploadFormState> = {}, text = {}) {
  const base = initialFormState(type);
  return { ...base, ...patch, text: { ...base.text, ...text } };
}

describe('validateUploadForm', () => {
  it('requires title, description, tags and a video file for a video', () => {
    expect(validateUploadForm(form('video'))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      tags: 'Tags are required',
      file: 'Please choose a video file',
    });
  });

  it('treats tags made only of commas as missing', () => {
    const errors = validateUploadForm(
      form(
        'video',
        { file: file('a.mp4', 'video/mp4') },
        { title: 'T', description: 'D', tags: ' , ,' },
      ),
    );
    expect(errors).toEqual({ tags: 'Tags are required' });
  });

  it('accepts a complete video with a thumbnail image', () => {
    const state = form(
      'video',
      { file: file('a.mp4', 'video/mp4'), image: file('t.png', 'image/png') },
      { title: 'Trip', description: 'Our trip', tags: 'travel' },
    );
    expect(validateUploadForm(state)).toEqual({});
  });

  it('refuses a thumbnail that is not an image', () => {
    const state = form(
      'video',
      { file: file('a.mp4', 'video/mp4'), image: file('t.pdf', 'application/pdf') },
      { title: 'Trip', description: 'Our trip', tags: 'travel' },
    );
    expect(validateUploadForm(state).image).toMatch(/Please choose an image file/);
  });

  it('requires genre, artist and an audio file for audio, not a description', () => {
    expect(validateUploadForm(form('audio', {}, { title: 'Song' }))).toEqual({
      genre: 'Genre is required',
      artist: 'Artist is required',
      file: 'Please choose an audio file',
    });
  });

  it('accepts books by extension or MIME type and refuses other files', () => {
    const text = { title: 'Book', description: 'About', author: 'Me' };
    expect(validateUploadForm(form('book', { file: file('b.epub', '') }, text))).toEqual({});
    expect(
      validateUploadForm(form('book', { file: file('b.bin', 'application/pdf') }, text)),
    ).toEqual({});
    expect(
      validateUploadForm(form('book', { file: file('b.txt', 'text/plain') }, text)).file,
    ).toMatch(/Please choose a PDF, EPUB or MOBI file/);
  });

  it('requires title and content for poems and stories; tags are optional', () => {
    expect(validateUploadForm(form('poem'))).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(
      validateUploadForm(form('story', {}, { title: 'S', content: 'Once upon a time' })),
    ).toEqual({});
  });

  it('names the refused file in the message', () => {
    expect(fileProblem('video', file('notes.txt', 'text/plain'))).toBe(
      '"notes.txt" can\'t be used here. Please choose a video file.',
    );
    expect(fileProblem('video', file('clip.webm', 'video/webm'))).toBeNull();
  });
});
