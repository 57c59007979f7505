import * as C from './constants';

describe('business constants (SPEC §9)', () => {
  it.each([
    ['PHONE_MIN_DIGITS', C.PHONE_MIN_DIGITS, 9],
    ['PHONE_MAX_DIGITS_CAPPED', C.PHONE_MAX_DIGITS_CAPPED, 11],
    ['SEARCH_MAX_RESULTS', C.SEARCH_MAX_RESULTS, 5],
    ['SEARCH_API_MAX_RESULTS', C.SEARCH_API_MAX_RESULTS, 20],
    ['SEARCH_QUERY_MAX_LENGTH', C.SEARCH_QUERY_MAX_LENGTH, 200],
    ['HEADER_SCROLL_THRESHOLD_PX', C.HEADER_SCROLL_THRESHOLD_PX, 50],
    ['MOBILE_MENU_BREAKPOINT_PX', C.MOBILE_MENU_BREAKPOINT_PX, 1024],
    ['BLOG_FORM_BELOW_BODY_MAX_PX', C.BLOG_FORM_BELOW_BODY_MAX_PX, 1023],
    ['REFERRAL_TABLE_MAX_HEIGHT_PX', C.REFERRAL_TABLE_MAX_HEIGHT_PX, 200],
    ['COPYRIGHT_YEAR', C.COPYRIGHT_YEAR, 2025],
    ['K1_MARRY_WITHIN_DAYS', C.K1_MARRY_WITHIN_DAYS, 90],
    ['K1_CHILDREN_UNDER_AGE', C.K1_CHILDREN_UNDER_AGE, 21],
    ['VAWA_FILE_WITHIN_YEARS_OF_DIVORCE', C.VAWA_FILE_WITHIN_YEARS_OF_DIVORCE, 2],
    ['DIVORCE_WINDOW_MONTHS', C.DIVORCE_WINDOW_MONTHS, 18],
    ['PAROLE_MIN_YEARS_IN_COUNTRY', C.PAROLE_MIN_YEARS_IN_COUNTRY, 10],
  ])('When reading %s, then it is the spec value', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('When reading the grouped constants, then they hold the spec values', () => {
    expect(C.CONSENT_PREVIEW).toEqual({ footer: 200, contact: 250, short: 100, tiny: 50 });
    expect(C.HERO).toMatchObject({
      autoplayMs: 5000,
      transitionMs: 500,
      slidesPerView: 1,
      slides: 4,
    });
    expect(C.PAGINATION).toEqual({
      travelPerPage: 3,
      giveawayPerPage: 6,
      livesPerPage: 3,
      window: 3,
    });
    expect(C.BLOG_CAROUSEL).toMatchObject({
      slidesPerView: 2,
      slidesPerViewSmall: 1,
      smallMaxPx: 767,
      autoplayMs: 3000,
      bodyPreviewChars: 100,
    });
    expect(C.REVIEWS_CAROUSEL).toMatchObject({
      slidesPerView: 3,
      slidesPerViewMedium: 2,
      mediumMaxPx: 1280,
      slidesPerViewSmall: 1,
      smallMaxPx: 767,
      autoplayMs: 3000,
    });
    expect(C.ATTORNEY_TESTIMONIAL_SLIDER).toMatchObject({
      autoplayMs: 3000,
      transitionMs: 200,
      slidesPerView: 1,
      carouselItems: 3,
      carouselItemsSmall: 1,
      textMaxChars: 300,
    });
  });

  it('When reading the attorney slugs, then they are the founder and the consulting attorney', () => {
    expect(C.FOUNDER_SLUG).toBe('ana-herrera');
    expect(C.CONSULTING_ATTORNEY_SLUG).toBe('daniel-ortiz');
  });
});
