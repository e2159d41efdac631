import { Button, Checkbox, Tooltip } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconCheck, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { masterCart, useMasterCart, type CartItem } from '#lib/master-cart.ts';
import { notify } from '#lib/notify.ts';
import { useSession } from '#lib/session.ts';

type CartMaster = Pick<Master, 'id' | 'title' | 'unique_id' | 'master_type'>;

/** A master the cart takes: one with its unique ID and type (a draft saved with only some fields is never sent). */
const cartable = (master: CartMaster): master is CartItem & CartMaster =>
  master.unique_id !== null && master.master_type !== null;

/** Puts the master in the cart or takes it out; a full cart says so. */
function useCartToggle(master: CartItem) {
  const { t } = useTranslation();
  const accountId = useSession()?.account_id;
  const inCart = useMasterCart(accountId).some((item) => item.id === master.id);
  const toggle = () => {
    if (!accountId) return;
    if (!masterCart.toggle(accountId, master)) notify.error(t('cart.full'));
  };
  return { inCart, toggle, label: inCart ? t('cart.added') : t('cart.add') };
}

/** The master page's button (none for a master the cart does not take). */
export function CartButton({ master }: { master: CartMaster }) {
  return cartable(master) ? <CartToggleButton master={master} /> : null;
}

function CartToggleButton({ master }: { master: CartItem }) {
  const { inCart, toggle, label } = useCartToggle(master);
  return (
    <Button
      variant={inCart ? 'light' : 'default'}
      leftSection={inCart ? <IconCheck size={18} aria-hidden /> : <IconStack2 size={18} aria-hidden />}
      onClick={toggle}
      aria-pressed={inCart}
    >
      {label}
    </Button>
  );
}

/** A card's or a row's checkbox: selecting a master puts it in the cart (none for a master the cart does not take). */
export function CartCheckbox({ master }: { master: CartMaster }) {
  return cartable(master) ? <CartToggleCheckbox master={master} /> : null;
}

function CartToggleCheckbox({ master }: { master: CartItem }) {
  const { t } = useTranslation();
  const { inCart, toggle } = useCartToggle(master);
  return (
    <Tooltip label={inCart ? t('cart.added') : t('cart.add')} withArrow openDelay={400}>
      <Checkbox
        checked={inCart}
        onChange={toggle}
        aria-label={`${inCart ? t('cart.added') : t('cart.add')}: ${master.title}`}
        onClick={(event) => event.stopPropagation()}
      />
    </Tooltip>
  );
}
