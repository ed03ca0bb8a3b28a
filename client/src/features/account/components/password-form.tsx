import { changePasswordFormSchema, ErrorCode } from '@inkreel/shared';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { accountFailureText } from '../account-errors';
import { postChangePassword } from '../api/account';
import { AccountForm } from './account-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice (the register form's rules). */
export function PasswordForm() {
  const form = useContractForm({
    schema: changePasswordFormSchema,
    initial: EMPTY,
    // A wrong current password is said under its field (docs/product.md section 10), also from a
    // provider whose reply does not name the field.
    serverFields: { [ErrorCode.WRONG_PASSWORD]: 'currentPassword' },
    failureText: accountFailureText,
    submit: async ({ currentPassword, newPassword }, { reset }) => {
      await postChangePassword({ currentPassword, newPassword });
      reset(EMPTY);
    },
  });

  return (
    <AccountForm
      form={form}
      submitLabel="Change Password"
      busyLabel="Saving..."
      doneText="Password changed."
      id="account-password-title"
      title="Password"
      intro={
        <>
          Enter your current password, then a new one of at least 8 characters. Other devices stay
          signed in; use &quot;Sign out of all devices&quot; below to end their sessions.
        </>
      }
    >
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </AccountForm>
  );
}
