import {
  characterCount,
  EMPTY_FORM,
  formFromRequest,
  validateBookSearchForm,
} from './bookSearchForm';

describe('validateBookSearchForm', () => {
  it('needs a category', () => {
    expect(validateBookSearchForm(EMPTY_FORM, 'ja')).toEqual({
      ok: false,
      errors: { category: true },
    });
  });

  it('builds the full request with defaults', () => {
    expect(validateBookSearchForm({ ...EMPTY_FORM, category: 'business' }, 'en')).toEqual({
      ok: true,
      request: {
        category: 'business',
        subcategory: '',
        level: '',
        purposes: [],
        priceRange: { max: null },
        language: 'japanese',
        additionalRequirements: '',
        locale: 'en',
      },
    });
  });

  it.each([
    ['3000', 3000],
    ['３，０００', 3000],
    ['0', 0],
    [' 1500 ', 1500],
    ['', null],
  ])('reads the budget %j as %s', (budget, max) => {
    const result = validateBookSearchForm({ ...EMPTY_FORM, category: 'design', budget }, 'ja');
    expect(result.ok && result.request.priceRange).toEqual({ max });
  });

  it.each(['-1', 'abc', '1e999', '--3'])('refuses the budget %j', (budget) => {
    expect(validateBookSearchForm({ ...EMPTY_FORM, category: 'design', budget }, 'ja')).toEqual({
      ok: false,
      errors: { budget: true },
    });
  });

  it('limits other requests to 100 characters, counting emoji as one', () => {
    const ok = validateBookSearchForm(
      { ...EMPTY_FORM, category: 'hobby', additionalRequirements: '😀'.repeat(100) },
      'ja',
    );
    expect(ok.ok).toBe(true);
    const tooLong = validateBookSearchForm(
      { ...EMPTY_FORM, category: 'hobby', additionalRequirements: 'あ'.repeat(101) },
      'ja',
    );
    expect(tooLong).toEqual({ ok: false, errors: { requirements: true } });
  });

  it('reports every error at once', () => {
    expect(
      validateBookSearchForm(
        { ...EMPTY_FORM, budget: '-5', additionalRequirements: 'x'.repeat(101) },
        'ja',
      ),
    ).toEqual({
      ok: false,
      errors: { category: true, budget: true, requirements: true },
    });
  });

  it('counts characters', () => {
    expect(characterCount('a😀あ\r\n')).toBe(5);
  });
});

describe('formFromRequest', () => {
  it('round-trips a request', () => {
    const form = {
      ...EMPTY_FORM,
      category: 'programming' as const,
      level: 'beginner' as const,
      purposes: ['basics' as const],
      budget: '3000',
      language: 'any' as const,
      additionalRequirements: 'Python',
    };
    const result = validateBookSearchForm(form, 'ja');
    expect(result.ok && formFromRequest(result.request)).toEqual(form);
    expect(formFromRequest(null)).toEqual(EMPTY_FORM);
  });
});
