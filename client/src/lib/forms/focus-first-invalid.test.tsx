import { registerFormSchema } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type SubmitEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../components/ui/form-field';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { useContractForm } from './use-contract-form';

type Name = 'first' | 'second' | 'third';
const LABELS: Record<Name, string> = { first: 'First', second: 'Second', third: 'Third' };

/**
 * A form that keeps its own state, as the upload and deposit forms do: its messages are set as
 * the submit is refused and show with the next render. `refuse` lists the names in the order a
 * check found them, which need not be the page's.
 */
function OwnStateForm({ refuse }: { refuse: Name[] }) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(Object.fromEntries(refuse.map((name) => [name, `${LABELS[name]} is required`])));
    focusFirstInvalid(event.currentTarget);
  };
  return (
    <form onSubmit={submit} noValidate>
      {(Object.keys(LABELS) as Name[]).map((name) => (
        <FormField key={name} label={LABELS[name]} name={name} error={errors[name]} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstInvalid: a refused submit leads to the first field that says why', () => {
  it('focuses the first invalid field in document order, not the last one found or typed in', async () => {
    const user = userEvent.setup();
    // Found last-first, and Enter pressed in the last one: the focus still goes to Second.
    render(<OwnStateForm refuse={['third', 'second']} />);
    await user.type(screen.getByLabelText('Third'), 'x{Enter}');
    expect(screen.getByLabelText('Second')).toHaveFocus();
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Second is required');
    expect(screen.getByLabelText('Third')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves the focus from the submit button to the field once its message shows', async () => {
    const user = userEvent.setup();
    render(<OwnStateForm refuse={['third']} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Third')).toHaveFocus();
  });

  it('leaves the focus where it is when nothing is refused', async () => {
    const user = userEvent.setup();
    render(<OwnStateForm refuse={[]} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(send).toHaveFocus();
  });
});

/** The register form's contract, with its fields laid out in another order than its schema's. */
function ReorderedForm() {
  const form = useContractForm({
    schema: registerFormSchema,
    initial: { name: '', email: '', password: '', confirmPassword: '' },
    failureText: () => 'Failed',
    submit: () => Promise.resolve(),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <FormField label="Email" {...form.field('email')} />
      <FormField label="Password" type="password" {...form.field('password')} />
      <FormField label="Name" {...form.field('name')} />
      <button type="submit">Register</button>
    </form>
  );
}

describe('useContractForm gets it from the same mechanism', () => {
  it("focuses the page's first invalid field, whatever the schema's order", async () => {
    const user = userEvent.setup();
    render(<ReorderedForm />);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
