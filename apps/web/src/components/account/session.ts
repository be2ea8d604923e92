'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Me } from '@tendero/contract';
import { useRouter } from '@/i18n/navigation';
import { hasSession, SIGNED_OUT_EVENT } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { me as currentCustomer } from '@/lib/shop-api-browser';
import { forgetCart } from '../cart/use-cart';

/**
 * The signed-in customer, asked of the API only when this browser holds a session (a 401 on the way
 * is refreshed by the client's queue). `signedIn` is false for anonymous visitors without a call.
 */
export function useMe() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<boolean | null>(null);
  useEffect(() => {
    setSession(hasSession());
    const signedOut = () => {
      setSession(false);
      queryClient.setQueryData(queryKeys.me, null);
      void forgetCart(queryClient);
    };
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, [queryClient]);
  const me = useQuery({
    queryKey: queryKeys.me,
    // Signed out in the meantime (the hint cookie went with the session): nothing to ask, no 401.
    queryFn: () => (hasSession() ? currentCustomer() : null),
    enabled: session === true,
  });
  // A customer put in the cache by signing in counts at once, whatever the cookie said on mount.
  const signedIn = me.data ? true : session === null || (session && me.isPending) ? null : false;
  return {
    /** null while the browser is still being asked (first render, or the call is under way). */
    signedIn,
    me: me.data ?? null,
  };
}

/** After signing in or registering: the header and the account area know the customer at once. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.setQueryData(queryKeys.me, me);
    // The visitor's cart has joined the customer's.
    void forgetCart(queryClient);
  };
}

/**
 * Sign-in and registration are for visitors: a signed-in customer who opens them goes on to where
 * they were headed (the account, or the page that sent them). Null where the form is part of a page
 * that goes on by itself (the checkout).
 */
export function useAwayWhenSignedIn(destination: (() => string) | null) {
  const { signedIn } = useMe();
  const router = useRouter();
  useEffect(() => {
    if (signedIn && destination) router.replace(destination());
  }, [signedIn, router, destination]);
}
