'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from '@tendero/contract';
import { queryKeys } from '@/lib/query-keys';
import { addresses as addressList, deleteAddress, updateAddress } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { PostalAddress } from '../totals-and-address';
import { AddressForm } from './address-form';
import { FormAlert, useFailureText } from '../form-field';
import { useApiForm } from '../use-api-form';

/** The customer's addresses: defaults marked, add, edit, delete, and a default set in one click. */
export function AddressBook() {
  const t = useTranslations('account');
  // An address's VAT and fiscal numbers in the words of the order page.
  const words = useTranslations('orders.detail');
  const failure = useFailureText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const addresses = useQuery({ queryKey: queryKeys.addresses, queryFn: addressList });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
  const makeDefault = useApiForm({
    send: ({ id, kind }: { id: number; kind: 'defaultDelivery' | 'defaultInvoice' }) =>
      updateAddress(id, { [kind]: true }),
    failures: 'toast',
    onSuccess: (_, { kind }) => {
      toast.success(
        t(kind === 'defaultDelivery' ? 'addresses.defaultDeliverySet' : 'addresses.defaultInvoiceSet'),
      );
      return refresh();
    },
  });
  const remove = useApiForm({
    send: deleteAddress,
    failures: 'toast',
    onSuccess: () => {
      toast.success(t('addresses.deleted'));
      return refresh();
    },
  });
  if (editing)
    return (
      <section aria-labelledby="addresses-title">
        <h1 id="addresses-title">{t('addresses.title')}</h1>
        <AddressForm
          address={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            toast.success(t('addresses.saved'));
            void refresh();
          }}
        />
      </section>
    );
  const items = addresses.data?.items ?? [];
  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('addresses.title')}</h1>
      {addresses.error && <FormAlert>{failure(addresses.error)}</FormAlert>}
      {addresses.isSuccess && items.length === 0 && <p className="lead">{t('addresses.empty')}</p>}
      <ul className="address-list">
        {items.map((address) => (
          <li key={address.id} className="card address-card">
            <div className="body">
              <p className="badges">
                {address.defaultDelivery && <span className="badge">{t('addresses.defaultDelivery')}</span>}
                {address.defaultInvoice && <span className="badge">{t('addresses.defaultInvoice')}</span>}
              </p>
              <PostalAddress address={address} taxId={(key, number) => words(key, { number })} />
              <div className="actions">
                <button type="button" className="button secondary" onClick={() => setEditing(address)}>
                  {t('addresses.edit')}
                </button>
                {!address.defaultDelivery && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={makeDefault.pending}
                    onClick={() => makeDefault.submit({ id: address.id, kind: 'defaultDelivery' })}
                  >
                    {t('addresses.makeDefaultDelivery')}
                  </button>
                )}
                {!address.defaultInvoice && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={makeDefault.pending}
                    onClick={() => makeDefault.submit({ id: address.id, kind: 'defaultInvoice' })}
                  >
                    {t('addresses.makeDefaultInvoice')}
                  </button>
                )}
                <button
                  type="button"
                  className="button secondary"
                  disabled={remove.pending}
                  onClick={() => {
                    if (window.confirm(t('addresses.deleteConfirm'))) remove.submit(address.id);
                  }}
                >
                  {t('addresses.delete')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('addresses.add')}
      </button>
    </section>
  );
}
