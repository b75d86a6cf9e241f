import {
  ADDITIONAL_REQUIREMENTS_MAX_LENGTH,
  BOOK_CATEGORIES,
  type BookCategory,
  type BookLanguage,
  type BookLevel,
  type BookPurpose,
  type BookSearchRequest,
  type Locale,
} from '../../../supabase/functions/book-search/contract';

/** The form as typed: every field a string or list, so nothing the user typed is lost. */
export interface BookSearchFormState {
  category: BookCategory | '';
  subcategory: string;
  level: BookLevel | '';
  purposes: BookPurpose[];
  budget: string;
  language: BookLanguage;
  additionalRequirements: string;
}

export const EMPTY_FORM: BookSearchFormState = {
  category: '',
  subcategory: '',
  level: '',
  purposes: [],
  budget: '',
  language: 'japanese',
  additionalRequirements: '',
};

export type FormErrorKey = 'category' | 'budget' | 'requirements';
export type FormErrors = Partial<Record<FormErrorKey, true>>;

export type FormValidation =
  { ok: true; request: BookSearchRequest } | { ok: false; errors: FormErrors };

/** Characters as people count them (an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

export function validateBookSearchForm(form: BookSearchFormState, locale: Locale): FormValidation {
  const errors: FormErrors = {};
  if (!(BOOK_CATEGORIES as readonly string[]).includes(form.category)) errors.category = true;
  const budgetText = form.budget.normalize('NFKC').replace(/[,，\s]/g, '');
  const budget = budgetText === '' ? null : Number(budgetText);
  if (budget !== null && (!Number.isFinite(budget) || budget < 0)) errors.budget = true;
  if (characterCount(form.additionalRequirements) > ADDITIONAL_REQUIREMENTS_MAX_LENGTH)
    errors.requirements = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      category: form.category as BookCategory,
      subcategory: form.subcategory.trim(),
      level: form.level,
      purposes: form.purposes,
      priceRange: { max: budget },
      language: form.language,
      additionalRequirements: form.additionalRequirements.trim(),
      locale,
    },
  };
}

/** The form a saved request came from (to search again from a bookmark). */
export function formFromRequest(request: BookSearchRequest | null): BookSearchFormState {
  if (!request) return EMPTY_FORM;
  const max = request.priceRange?.max;
  return {
    category: request.category,
    subcategory: request.subcategory ?? '',
    level: request.level ?? '',
    purposes: request.purposes ?? [],
    budget: typeof max === 'number' ? String(max) : '',
    language: request.language ?? 'japanese',
    additionalRequirements: request.additionalRequirements ?? '',
  };
}
