import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from './error-message.ts';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per top-level field, as a form shows it (one message under each input). */
export function zodFieldErrors<T>(error: z.ZodError): Errors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as Errors<T>;
}

/**
 * A small form state validated by a @courant/domain zod schema, so that the French messages live in one
 * place. Errors appear on submit, then follow every change (the fields re-validate live once shown).
 */
function useZodForm<T extends Record<string, string>, Out>(schema: z.ZodType<Out, T>, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<Errors<T>>({});
  const submitted = useRef(false);

  const check = useCallback(
    (next: T): { data?: Out; errors: Errors<T> } => {
      const result = schema.safeParse(next);
      return result.success ? { data: result.data, errors: {} } : { errors: zodFieldErrors<T>(result.error) };
    },
    [schema],
  );

  const setFieldValue = <K extends keyof T & string>(name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors(check(next).errors);
  };

  const getInputProps = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => setFieldValue(name, event.currentTarget.value),
    error: errors[name],
  });

  const onSubmit = (handler: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const result = check(values);
    setErrors(result.errors);
    if (result.data !== undefined) {
      handler(result.data);
      return;
    }
    // Keyboard and screen-reader users land on the first field to fix.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const reset = () => {
    submitted.current = false;
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, setFieldValue, getInputProps, onSubmit, reset };
}

export interface ServerFormOptions<Out> {
  /** The call the valid form makes. */
  submit: (data: Out) => Promise<void>;
  /** Shown in the red box when the server gave no message (part 1 §8 'message or <fallback>'). */
  fallback: string;
  /** Another reading of a failure: its message, or null to show nothing in the box. */
  messageOf?: (error: unknown) => string | null;
}

/**
 * A form validated by a domain schema that then calls the server: `pending` while the call runs, the
 * failure's French message in `serverError` (the red box above the form), the handler for `<form>`.
 */
export function useServerForm<T extends Record<string, string>, Out>(
  schema: z.ZodType<Out, T>,
  initialValues: T,
  { submit, fallback, messageOf }: ServerFormOptions<Out>,
) {
  const form = useZodForm(schema, initialValues);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const run = async (data: Out) => {
    setPending(true);
    setServerError(null);
    try {
      await submit(data);
    } catch (error) {
      setServerError(messageOf ? messageOf(error) : errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  return { ...form, pending, serverError, run, handleSubmit: form.onSubmit((data) => void run(data)) };
}
