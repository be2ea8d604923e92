'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from './toaster';
import type { ReactionCounts, ReactionKind } from '@tendero/contract';
import { REACTION_KINDS } from '@tendero/contract/constants';
import { reactToArticle } from '@/lib/shop-api-browser';
import { useApiForm } from './use-api-form';

const ICONS: Record<ReactionKind, string> = { like: '👍', love: '❤️', insightful: '💡' };

/** Like / love / insightful buttons with their counts; one of each kind per visitor. */
export function Reactions({ articleId, initial }: { articleId: number; initial: ReactionCounts }) {
  const t = useTranslations('articles');
  const [counts, setCounts] = useState(initial);
  const react = useApiForm({
    send: (kind: ReactionKind) => reactToArticle(articleId, { kind }),
    failures: 'toast',
    onSuccess: (result) => {
      setCounts(result.reactions);
      toast.success(t('thanks'));
    },
  });
  return (
    <section className="reactions" aria-labelledby="reactions-title">
      <h2 id="reactions-title">{t('reactionsTitle')}</h2>
      <div className="actions">
        {REACTION_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button secondary"
            disabled={react.pending}
            onClick={() => react.submit(kind)}
          >
            <span aria-hidden="true">{ICONS[kind]}</span> {t(kind)}{' '}
            <span className="count">{counts[kind]}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
