import { Button, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { UNIQUE_ID_INPUT_MAX } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#lib/use-field-error.ts';
import type { SlateForm } from '../hooks/use-slate-form.ts';

/** The slate's unique ID with its Verify button (`validate-unique-id`) and, once verified, the kind of ID. */
export function UniqueIdField({ form, uniqueId }: Pick<SlateForm, 'form' | 'uniqueId'>) {
  const { t } = useTranslation('masters');
  const issue = useFieldError(form.formState.errors)('unique_id');
  const { isVerified, verifying, verified, verify } = uniqueId;
  return (
    <div>
      <TextInput
        {...form.register('unique_id', { onChange: () => form.clearErrors('unique_id') })}
        label={t('fields.unique_id')}
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
        <Text size="sm" c="#237032" mt={6} role="status">
          {t('slate.idAvailable')}
          {verified?.kind ? ` ${t(`idKind.${verified.kind as 'ad_id' | 'isci' | 'house'}`)}` : ''}
        </Text>
      )}
    </div>
  );
}
