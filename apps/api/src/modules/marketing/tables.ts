import type { Generated } from 'kysely';

export interface MarketingEntityTable {
  id: Generated<number>;
  key: string;
  type: string;
  position: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  link_kind: 'category' | 'promotion' | null;
  link_id: number | null;
}

export interface MarketingEntityTranslationTable {
  entity_id: number;
  locale: string;
  title: string;
  body: string;
  cta: string;
}

/** The tables the marketing module owns; other modules reach them through its service. */
export interface MarketingTables {
  marketing_entity: MarketingEntityTable;
  marketing_entity_translation: MarketingEntityTranslationTable;
}
