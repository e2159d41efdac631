import { mutate } from 'swr';
import { paymentMethodsKey } from './get-payment-methods.ts';

/** Every card call answers the whole list: it becomes what the section shows. */
export async function storePaymentMethods<T extends object>(answer: T): Promise<T> {
  await mutate(paymentMethodsKey, { success: true, ...answer }, { revalidate: false });
  return answer;
}
