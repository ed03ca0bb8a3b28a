import { forgotPasswordBodySchema } from '@inkreel/shared';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { accountFailureText } from '../account-errors';
import { postSetPasswordLink } from '../api/account';
import { AccountForm } from './account-section';

/**
 * "Set a password" (issue 51, item 1), instead of the change form for an account without a
 * password (`hasPassword: false`: Google sign-in made it). It has no current password to give,
 * so it gets the reset's mailed link (docs/product.md section 10), sent to its own address.
 */
export function SetPassword({ email }: { email: string }) {
  const form = useContractForm({
    schema: forgotPasswordBodySchema,
    initial: { email },
    failureText: accountFailureText,
    submit: async (body) => {
      await postSetPasswordLink(body.email);
    },
  });

  return (
    <AccountForm
      form={form}
      submitLabel={form.succeeded ? 'Send another link' : 'Email me a link'}
      busyLabel="Sending..."
      id="account-password-title"
      title="Set a password"
      intro="You signed up with Google, so this account has no password yet. Set one to sign in with your email address too."
    >
      <p role="status" className="account-sent">
        {form.succeeded &&
          `We have sent a link to ${email}. Open it to choose your password; it works once, for 1 hour.`}
      </p>
    </AccountForm>
  );
}
