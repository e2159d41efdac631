import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { AD_CODE_SYSTEMS, comparedSlateOf, UNIQUE_ID_INPUT_MAX, type RegistryAnswer } from '@masterport/contract';
import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/form/select-field.tsx';
import { useFieldError } from '#lib/use-field-error.ts';
import type { SlateForm } from '../hooks/use-slate-form.ts';
import { RegistryNote } from '#components/registry-note.tsx';

/**
 * The slate's unique ID with its Verify button (`validate-unique-id`) and, once verified, the kind of
 * ID; beside it the code system it follows (the account's unless this master names another), whose
 * rule is checked as the user types.
 */
export function UniqueIdField({ form, uniqueId }: Pick<SlateForm, 'form' | 'uniqueId'>) {
  const { t } = useTranslation(['masters', 'sharedMaster']);
  const issue = useFieldError(form.formState.errors)('unique_id');
  const { isVerified, verifying, verified, verify, checkAsTyped, accountSystem } = uniqueId;
  return (
    <Stack gap="md">
      <SelectField
        control={form.control}
        name="code_system"
        label={t('sharedMaster:fields.code_system')}
        emptyOption={t('slate.accountCodeSystem', { system: t(`codeSystems.${accountSystem}`) })}
        data={AD_CODE_SYSTEMS.map((system) => ({ value: system, label: t(`codeSystems.${system}`) }))}
        allowDeselect={false}
      />
      <div>
        <TextInput
          {...form.register('unique_id', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => checkAsTyped(event.target.value),
          })}
          label={t('sharedMaster:fields.unique_id')}
          description={t('slate.uniqueIdHint')}
          required
          maxLength={UNIQUE_ID_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
          error={issue}
          rightSectionWidth={isVerified ? 132 : 108}
          rightSectionPointerEvents="all"
          rightSection={
            <Button
              size="compact-sm"
              variant={isVerified ? 'light' : 'filled'}
              color={isVerified ? 'green' : undefined}
              onClick={() => void verify()}
              loading={verifying}
              leftSection={
                isVerified ? <IconCircleCheck size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />
              }
              mr={6}
            >
              {isVerified ? t('slate.verified') : t('slate.verify')}
            </Button>
          }
        />
        {isVerified && !issue && (
          <Stack gap={6} mt={6} role="status">
            <Text size="sm" c="#237032">
              {t('slate.idAvailable')}
              {verified?.kind ? ` ${t(`idKind.${verified.kind as 'ad_id' | 'isci' | 'house'}`)}` : ''}
            </Text>
            <TypedSlateRegistryNote form={form} answer={verified?.registry} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** The registry's note against the slate as typed now: a field corrected after Verify clears its warning. */
function TypedSlateRegistryNote({ form, answer }: { form: SlateForm['form']; answer: RegistryAnswer | undefined }) {
  const [announcer, product, title, duration] = useWatch({
    control: form.control,
    name: ['announcer', 'product', 'title', 'duration'],
  });
  return <RegistryNote answer={answer} slate={comparedSlateOf({ announcer, product, title, duration })} />;
}
