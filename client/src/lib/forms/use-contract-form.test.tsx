import { changePasswordFormSchema } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFailure } from '../../components/ui/form-failure';
import { FormField } from '../../components/ui/form-field';
import { ApiError } from '../api/api-client';
import { useContractForm } from './use-contract-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A form built the way every form of the client is: the account page's password form. */
function PasswordForm({ send }: { send: () => Promise<void> }) {
  const form = useContractForm({
    schema: changePasswordFormSchema,
    initial: EMPTY,
    serverFields: { WRONG_PASSWORD: 'currentPassword' },
    failureText: (error) => (error instanceof Error ? error.message : 'Failed'),
    submit: async (_data, { reset }) => {
      await send();
      reset(EMPTY);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <FormFailure text={form.failure} />
      <FormField label="Current" type="password" {...form.field('currentPassword')} />
      <FormField label="New" type="password" {...form.field('newPassword')} />
      <FormField label="Confirm" type="password" {...form.field('confirmPassword')} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving' : 'Save'}
      </button>
      <output>{form.dirty ? 'unsaved changes' : 'nothing to save'}</output>
      <output>{form.succeeded ? 'saved' : ''}</output>
    </form>
  );
}

const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, body.code as string, body, String(body.message));

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current'), current);
  if (next) await userEvent.type(screen.getByLabelText('New'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useContractForm (issue 49, item 3)', () => {
  it("shows the contract's messages by their fields, focuses the first invalid one, sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<PasswordForm send={send} />);
    await fill('', 'short', 'other');
    const current = screen.getByLabelText('Current');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Password is required');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(send).not.toHaveBeenCalled();

    // Typing in a field takes its message away; the others stay until the next submit.
    await userEvent.type(current, 'x');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(current).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('New')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Passwords do not match" under the confirmation, and focuses it', async () => {
    render(<PasswordForm send={() => Promise.resolve()} />);
    await fill('old-password', 'long-enough-1', 'long-enough-2');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm')).toHaveFocus();
  });

  it('puts a coded server error under the field it belongs to, and focuses that field', async () => {
    const send = () =>
      Promise.reject(refused(400, { code: 'WRONG_PASSWORD', message: 'Not your password.' }));
    render(<PasswordForm send={send} />);
    await fill('wrong-password', 'a-new-password');
    await screen.findByText('Not your password.');
    const current = screen.getByLabelText('Current');
    expect(current).toHaveAccessibleDescription('Not your password.');
    expect(current).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("follows the reply's own `field`, and a validation reply's issues, to their fields", async () => {
    let reply = refused(400, { code: 'SOMETHING', message: 'Wrong here.', field: 'newPassword' });
    render(<PasswordForm send={() => Promise.reject(reply)} />);
    await fill('old-password', 'a-new-password');
    await screen.findByText('Wrong here.');
    expect(screen.getByLabelText('New')).toHaveAccessibleDescription('Wrong here.');

    reply = refused(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      issues: [{ path: 'body.confirmPassword', message: 'The issue itself.' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The issue itself.');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('The issue itself.');
  });

  it('puts any other failure above the form, with role alert', async () => {
    render(
      <PasswordForm
        send={() => Promise.reject(refused(503, { code: 'X', message: 'Try later.' }))}
      />,
    );
    await fill('old-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    for (const label of ['Current', 'New', 'Confirm']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });

  it('is busy once while sending, then saved; dirty follows the values against the saved ones', async () => {
    let finish = () => {};
    const send = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<PasswordForm send={send} />);
    expect(screen.getByText('nothing to save')).toBeInTheDocument();
    await fill('old-password', 'a-new-password');
    expect(screen.getByText('unsaved changes')).toBeInTheDocument();
    const busy = screen.getByRole('button', { name: 'Saving' });
    expect(busy).toBeDisabled();
    // A second submit (Enter in a field) while the first is on its way sends nothing.
    await userEvent.type(screen.getByLabelText('New'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Current')).toHaveValue('');
    expect(screen.getByText('nothing to save')).toBeInTheDocument();
  });
});
