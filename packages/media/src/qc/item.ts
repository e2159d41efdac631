import { qcMessage, type QcMessageKey } from './messages.ts';
import type { QcCheck, QcItem, QcProblemCode, QcStatus } from './types.ts';

/** One QC item with its message in both languages, filled from what was measured and expected. */
export function qcItem(
  check: QcCheck,
  status: QcStatus,
  key: QcMessageKey,
  measured: string | number | null,
  expected: string | number | null,
  code: QcProblemCode | null = null,
  values: Record<string, string | number> = {},
): QcItem {
  const problem = status === 'passed' ? null : (code ?? (status === 'warning' ? 'warning' : 'qc_failed'));
  return {
    check,
    status,
    measured,
    expected,
    code: problem,
    messageKey: key,
    message: qcMessage(key, { measured: measured ?? '', expected: expected ?? '', ...values }),
  };
}
