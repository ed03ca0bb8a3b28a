import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@inkreel/shared';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TYPE_CONFIG, type TextFieldConfig } from '../model/upload-config';
import { TextField } from './text-field';

function Field({ config, error }: { config: TextFieldConfig; error?: string }) {
  const [value, setValue] = useState('');
  return <TextField config={config} value={value} error={error} onChange={setValue} />;
}

const [title, , tags] = TYPE_CONFIG.video.textFields as [
  TextFieldConfig,
  TextFieldConfig,
  TextFieldConfig,
];
const description = TYPE_CONFIG.book.textFields.find((f) => f.name === 'description');

describe('TextField character count', () => {
  it('stops the title at the provider’s limit and counts as you type', async () => {
    const user = userEvent.setup();
    render(<Field config={title} />);
    const input = screen.getByLabelText('Title');
    expect(TITLE_MAX_LENGTH).toBe(200);
    expect(input).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await user.type(input, 'Sea trip');
    expect(screen.getByText('8 / 200')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('8 of 200 characters used');
    // Typing is not announced; the status line stays empty until the limit.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces once the limit is reached', () => {
    render(<Field config={title} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'a'.repeat(200) } });
    expect(screen.getByText('200 / 200')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Limit of 200 characters reached');
  });

  it('counts the description to its own limit', () => {
    render(<Field config={description as TextFieldConfig} />);
    expect(screen.getByLabelText('Description')).toHaveAttribute(
      'maxlength',
      String(DESCRIPTION_MAX_LENGTH),
    );
    expect(screen.getByText(`0 / ${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
  });

  it('describes the field by its error and its count', () => {
    render(<Field config={title} error="Title is required" />);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Title is required 0 of 200 characters used',
    );
  });

  it('shows no count on a field without a limit of its own', () => {
    render(<Field config={tags} />);
    expect(screen.getByLabelText('Tags')).not.toHaveAttribute('maxlength');
    expect(screen.queryByText(/ \/ /)).not.toBeInTheDocument();
  });
});
