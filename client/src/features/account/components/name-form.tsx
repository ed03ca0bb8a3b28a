import { changeNameBodySchema } from '@inkreel/shared';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAuth } from '../../../lib/session/auth-context';
import { accountFailureText } from '../account-errors';
import { postChangeName } from '../api/account';
import { AccountForm } from './account-section';

/** The display name, with the register form's rules; the bar shows a new one at once. */
export function NameForm({ current }: { current: string }) {
  const { replaceUser } = useAuth();
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
    <AccountForm
      form={form}
      submitLabel="Save Name"
      busyLabel="Saving..."
      doneText="Name saved."
      id="account-name-title"
      title="Display name"
      intro="This is the name other people see and the one shown in the bar."
    >
      <FormField label="Name" autoComplete="name" {...form.field('name')} />
    </AccountForm>
  );
}
