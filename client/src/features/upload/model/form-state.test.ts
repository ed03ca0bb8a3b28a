import type { ContentType } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState } from './form-state';
import { CONTENT_TYPES, TYPE_CONFIG } from './upload-config';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('upload form state', () => {
  it('starts empty on video', () => {
    const state = initialFormState();
    expect(state.type).toBe('video');
    expect(Object.values(state.text).every((v) => v === '')).toBe(true);
    expect(state.file).toBeNull();
    expect(state.image).toBeNull();
    expect(state.errors).toEqual({});
  });

  it.each(CONTENT_TYPES)('changing the type to %s resets every field, file and error', (type) => {
    let state = initialFormState(type === 'video' ? 'audio' : 'video');
    state = formReducer(state, { type: 'setText', name: 'title', value: 'Old title' });
    state = formReducer(state, { type: 'setFile', slot: 'file', file: file('a.mp4', 'video/mp4') });
    state = formReducer(state, {
      type: 'setErrors',
      errors: { description: 'Description is required' },
    });
    const next = formReducer(state, { type: 'setType', contentType: type });
    expect(next).toEqual(initialFormState(type));
  });

  it('keeps the form when the same type is chosen again', () => {
    const state = formReducer(initialFormState('poem'), {
      type: 'setText',
      name: 'content',
      value: 'Roses',
    });
    expect(formReducer(state, { type: 'setType', contentType: 'poem' })).toBe(state);
  });

  it('clears a field error when the field changes, keeps the others', () => {
    let state = formReducer(initialFormState('book'), {
      type: 'setErrors',
      errors: { title: 'Title is required', author: 'Author is required' },
    });
    state = formReducer(state, { type: 'setText', name: 'title', value: 'Dune' });
    expect(state.errors).toEqual({ author: 'Author is required' });
  });

  it('stores a refused file as null with its message', () => {
    const state = formReducer(initialFormState('video'), {
      type: 'setFile',
      slot: 'file',
      file: null,
      error: 'Please choose a video file',
    });
    expect(state.file).toBeNull();
    expect(state.errors.file).toBe('Please choose a video file');
  });

  it('reset keeps the chosen type', () => {
    let state = initialFormState('story');
    state = formReducer(state, { type: 'setText', name: 'content', value: 'Once' });
    expect(formReducer(state, { type: 'reset' })).toEqual(initialFormState('story'));
  });

  it('restores a draft with its type, text and files, and clears errors', () => {
    const book = file('novel.pdf', 'application/pdf');
    const cover = file('cover.png', 'image/png');
    let state = formReducer(initialFormState(), { type: 'setErrors', errors: { title: 'x' } });
    const text = { ...initialFormState().text, title: 'Novel', author: 'Me' };
    state = formReducer(state, {
      type: 'restore',
      form: { type: 'book', text, file: book, image: cover },
    });
    expect(state).toEqual({ type: 'book', text, file: book, image: cover, errors: {} });
    expect(formReducer(state, { type: 'resetAll' })).toEqual(initialFormState('video'));
  });

  it('shows the fields of docs/product.md section 3 for each type', () => {
    const fields = (type: ContentType) => TYPE_CONFIG[type].textFields.map((f) => f.name);
    expect(fields('video')).toEqual(['title', 'description', 'tags']);
    expect(fields('audio')).toEqual(['title', 'genre', 'artist']);
    expect(fields('book')).toEqual(['title', 'author', 'description']);
    expect(fields('poem')).toEqual(['title', 'content', 'tags']);
    expect(fields('story')).toEqual(['title', 'content', 'tags']);
    expect(TYPE_CONFIG.video.file?.field).toBe('video');
    expect(TYPE_CONFIG.video.image?.label).toBe('Video Thumbnail (Optional)');
    expect(TYPE_CONFIG.audio.image?.label).toBe('Audio Artwork (Optional)');
    expect(TYPE_CONFIG.book.image?.label).toBe('Book Cover (Optional)');
    expect(TYPE_CONFIG.poem.file).toBeUndefined();
  });
});
