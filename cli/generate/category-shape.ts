// The categories as the generator sees them (docs/generation.md#the-categories-as-the-generator-sees-them),
// derived from the site's category tree (lib/content) so they are never written twice.
import type { Category } from '../../lib/content/model/index.ts';

export interface GenerationSubcategory {
  name: string;
  /** Marks the catch-all child that takes articles of unlisted subcategories. */
  other?: boolean;
}

export interface GenerationCategory {
  name: string;
  subcategories: GenerationSubcategory[];
}

/** The default: a category with no known subcategories has one, named other, so an article always has a place. */
export const DEFAULT_SUBCATEGORIES: readonly GenerationSubcategory[] = [{ name: 'other', other: true }];

/** Each category's subcategory names, and an 'other' flag that every category type carries. */
export type CategoryTypeMap = Record<string, CategoryType>;

export interface CategoryType {
  /** Names of every subcategory, the catch-all included. */
  subcategories: string[];
  /** True when the category has a catch-all subcategory. */
  other: boolean;
}

/** Categories and subcategories by slug; a category without children gets the default. */
export function toGenerationCategories(tree: readonly Category[]): GenerationCategory[] {
  return tree.map((category) => ({
    name: category.slug,
    subcategories:
      category.children.length > 0
        ? category.children.map((child) => (child.isOther ? { name: child.slug, other: true } : { name: child.slug }))
        : [...DEFAULT_SUBCATEGORIES],
  }));
}

export function categoryTypeMap(categories: readonly GenerationCategory[]): CategoryTypeMap {
  return Object.fromEntries(
    categories.map((category) => [
      category.name,
      {
        subcategories: category.subcategories.map((subcategory) => subcategory.name),
        other: category.subcategories.some((subcategory) => subcategory.other === true),
      },
    ]),
  );
}
