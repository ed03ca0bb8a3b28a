import { changePasswordFormSchema, ErrorCode } from '@inkreel/shared';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { accountFailureText } from '../account-errors';
import { postChangePassword } from '../api/account';
import { AccountSection } from './account-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice (the register form's rules). */
export function PasswordForm() {
  const online = useOnlineStatus();
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
    <AccountSection
      id="account-password-title"
      title="Password"
      intro={
        <>
          Enter your current password, then a new one of at least 8 characters. Other devices stay
          signed in; use &quot;Sign out of all devices&quot; below to end their sessions.
        </>
      }
    >
      <form className="account-form" onSubmit={form.onSubmit} noValidate>
        <FormFailure text={form.failure} />
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
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={form.busy || !online}>
            {form.busy ? 'Saving...' : 'Change Password'}
          </Button>
          <span role="status" className="account-saved">
            {form.succeeded ? 'Password changed.' : ''}
          </span>
        </div>
      </form>
    </AccountSection>
  );
}
