// lib/forms: one way to build a form: its fields, the contract's rules, the server's errors, busy.
import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type * as z from 'zod/mini';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { fieldErrors } from './zod-errors';
import { serverFieldError } from './server-errors';

/** A form's values by field name: every field of these forms is text. */
export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export interface ContractFormOptions<V extends FormValues, S extends z.ZodMiniType> {
  /** The contract's schema (shared/): its messages are the ones shown beside the fields. */
  schema: S;
  /** The fields and their first values; also what `dirty` compares against. */
  initial: V;
  /**
   * Sends the parsed values. Throws (an ApiError) when the form should say it failed. `reset`
   * takes the values that now count as saved (a renamed user's name, an emptied password form).
   */
  submit: (data: z.output<S>, form: { reset: (next?: V) => void }) => Promise<void>;
  /** Error codes that belong to a field, besides the reply's own `field` and `issues`. */
  serverFields?: Readonly<Partial<Record<string, keyof V & string>>>;
  /** The text of a failure, shown beside its field when it has one, else above the form. */
  failureText: (error: unknown) => string;
}

/** What FormField takes for one field: its name, value, change handler and message. */
export interface FieldProps {
  name: string;
  value: string;
  /** Fits an input, a textarea (a comment's text) or a select (a report's reason). */
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  error: string | undefined;
}

/**
 * One form: the values as typed, the schema's messages beside their fields (checked on submit,
 * nothing is sent while one stands), the server's coded errors beside the field they name, one
 * busy state, and `dirty` for a guard against leaving with unsaved changes. On a refused submit
 * the first invalid field gets the focus (FormField ties it to its message by aria-describedby).
 * docs/decisions/0360 says why this is ours and not react-hook-form.
 */
export function useContractForm<V extends FormValues, S extends z.ZodMiniType>(
  options: ContractFormOptions<V, S>,
) {
  const { schema, initial, submit, serverFields, failureText } = options;
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // Busy before React renders it: a second submit in the same tick sends nothing.
  const sending = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  // When a submit is refused, the first invalid field takes the focus once it says why.
  const focusFirstInvalid = useFocusFirstInvalid();

  const names = Object.keys(initial);
  const dirty = names.some((name) => values[name] !== saved[name]);

  function setValue(name: keyof V & string, value: string) {
    setValues((now) => ({ ...now, [name]: value }));
    setErrors((now) => (now[name] ? { ...now, [name]: undefined } : now));
    setSucceeded(false);
  }

  /** New values that count as saved (after a save, or to start over); messages go. */
  function reset(next: V = initial) {
    setValues(next);
    setSaved(next);
    setErrors({});
  }

  function refuse(found: FormErrors<V>) {
    setErrors(found);
    focusFirstInvalid(formElement.current);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    formElement.current = event.currentTarget;
    if (sending.current) return;
    // A new attempt replaces the last one's outcome, whether or not it reaches the server.
    setFailure(null);
    setSucceeded(false);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      refuse(fieldErrors(parsed.error) as FormErrors<V>);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await submit(parsed.data, { reset });
      setSucceeded(true);
    } catch (error) {
      const field = serverFieldError(error, names, serverFields);
      const text = field?.message ?? failureText(error);
      if (field) refuse({ [field.name]: text } as FormErrors<V>);
      else setFailure(text);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return {
    values,
    errors,
    /** The last submit's failure that belongs to no field, for the box above the form. */
    failure,
    busy,
    /** The values differ from the first ones or the last saved ones. */
    dirty,
    /** The last submit went through, and nothing was typed since. */
    succeeded,
    field: (name: keyof V & string): FieldProps => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      error: errors[name],
    }),
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
    /** Sets one field from a control that gives a value rather than a change event (a choice). */
    set: setValue,
    reset,
  };
}

/** What useContractForm gives a page. */
export type ContractForm = ReturnType<typeof useContractForm>;
