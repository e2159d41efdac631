import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { issueText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';

/** A field with its own Save: a refusal shows on the field, "nothing changed" is not an error. */
export function FieldForm({
  label,
  initial,
  placeholder,
  action,
  save,
  done,
  maxLength,
}: {
  label: string;
  initial: string;
  placeholder?: string;
  action: string;
  save: (value: string) => Promise<unknown>;
  done: string;
  maxLength: number;
}) {
  const [value, setValue] = useState(initial);
  const [issue, setIssue] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    setIssue(undefined);
    setBusy(true);
    try {
      await save(value);
      notify.success(done);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_changes') return;
      const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      if (field) setIssue(field);
      else notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          size="sm"
          label={label}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={issueText(issue)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={busy}>
          {action}
        </Button>
      </Group>
    </form>
  );
}
