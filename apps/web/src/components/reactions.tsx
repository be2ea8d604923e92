'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from './toaster';
import type { ReactionCounts, ReactionKind, ReactionResult } from '@tendero/contract';
import { REACTION_KINDS } from '@tendero/contract/constants';
import { browserApi } from '@/lib/browser-api';
import { useFailureText } from './form-field';

const ICONS: Record<ReactionKind, string> = { like: '👍', love: '❤️', insightful: '💡' };

/** Like / love / insightful buttons with their counts; one of each kind per visitor. */
export function Reactions({ articleId, initial }: { articleId: number; initial: ReactionCounts }) {
  const t = useTranslations('articles');
  const failure = useFailureText();
  const [counts, setCounts] = useState(initial);
  const react = useMutation({
    mutationFn: (kind: ReactionKind) =>
      browserApi().post<ReactionResult>(`/v1/cms/articles/${articleId}/reactions`, { body: { kind } }),
    onSuccess: (result) => {
      setCounts(result.reactions);
      toast.success(t('thanks'));
    },
    onError: (error) => toast.error(failure(error)),
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
            disabled={react.isPending}
            onClick={() => react.mutate(kind)}
          >
            <span aria-hidden="true">{ICONS[kind]}</span> {t(kind)}{' '}
            <span className="count">{counts[kind]}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
