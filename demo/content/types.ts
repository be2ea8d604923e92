import type {
  ArticleKey,
  CategoryKey,
  ColourKey,
  LineKey,
  ManufacturerKey,
  MarketingKey,
  MaterialKey,
  PromotionKey,
} from '../plan.ts';

/** A URL segment: lower-case ASCII letters, digits and hyphens (transliterated for el, pl, cs, …). */
export type Slug = string;

export interface NamedText {
  name: string;
  slug: Slug;
  /** One or two sentences a shopper reads on the category page and the category card. */
  description: string;
}

export interface ProductTypeText {
  /** The noun phrase used in product names, singular, capitalised as in a product title. */
  name: string;
  /** 2-3 sentences describing the product in this language's own words. */
  description: string;
  /** What the product is best used for: one short sentence. */
  use: string;
}

export interface ArticleText {
  title: string;
  slug: Slug;
  subtitle: string;
  /** 3-4 paragraphs separated by blank lines (\n\n), 150-250 words in all. */
  body: string;
}

export interface MarketingText {
  title: string;
  body: string;
  /** Button or link label; empty string for usp entities. */
  cta: string;
}

/** Everything of the demo catalogue written in one language. */
export interface LocaleContent {
  /** Path segment of the brand pages, e.g. 'brands', 'marken'. */
  brandsSegment: Slug;
  categories: Record<CategoryKey, NamedText>;
  productTypes: Record<string, ProductTypeText>;
  colours: Record<ColourKey, string>;
  materials: Record<MaterialKey, string>;
  /** One sentence per product line about what sets it apart, e.g. pro: 'Built for daily heavy use.' */
  lines: Record<LineKey, string>;
  /** One or two sentences per brand. */
  manufacturers: Record<ManufacturerKey, string>;
  attributes: {
    material: string;
    colour: string;
    size: string;
    weight: string;
    line: string;
  };
  articles: Record<ArticleKey, ArticleText>;
  promotions: Record<PromotionKey, NamedText>;
  marketing: Record<MarketingKey, MarketingText>;
}
