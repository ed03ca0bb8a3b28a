import { changeNameBodySchema } from '@inkreel/shared';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAuth } from '../../../lib/session/auth-context';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { accountFailureText } from '../account-errors';
import { postChangeName } from '../api/account';
import { AccountSection } from './account-section';

/** The display name, with the register form's rules; the bar shows a new one at once. */
export function NameForm({ current }: { current: string }) {
  const { replaceUser } = useAuth();
  const online = useOnlineStatus();
  const form = useContractForm({
    schema: changeNameBodySchema,
    initial: { name: current },
    failureText: accountFailureText,
    submit: async ({ name }, { reset }) => {
      const user = await postChangeName(name);
      replaceUser(user);
      reset({ name: user.name });
    },
  });

  return (
    <AccountSection
      id="account-name-title"
      title="Display name"
      intro="This is the name other people see and the one shown in the bar."
    >
      <form className="account-form" onSubmit={form.onSubmit} noValidate>
        <FormFailure text={form.failure} />
        <FormField label="Name" autoComplete="name" {...form.field('name')} />
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={form.busy || !online}>
            {form.busy ? 'Saving...' : 'Save Name'}
          </Button>
          <span role="status" className="account-saved">
            {form.succeeded ? 'Name saved.' : ''}
          </span>
        </div>
      </form>
    </AccountSection>
  );
}
