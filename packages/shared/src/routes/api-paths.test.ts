import { API_PATHS, mediaPath, searchPath } from './api-paths';

describe('API paths (SPEC §7)', () => {
  it('When reading the endpoints, then they are the spec paths', () => {
    expect(API_PATHS).toEqual({
      campaignSource: '/api/campaign-source',
      csrfToken: '/csrf-token',
      leadSubmit: '/api/prospecto/agregar',
      socialMediaLeadSubmit: '/api/prospecto/socialmedia',
      referralBatchSubmit: '/api/prospecto/referidos',
      trackCall: '/en/api/track-call',
      blogSearchFooter: '/search/blog',
      blogSearch: '/api/buscar',
      categoriesEn: '/en/api/category',
      categoriesEs: '/api/categoria',
      travelTestimonials: '/api/testimonios/travel',
      giveawayTestimonials: '/api/testimonios/giveaway',
      featuredBlogs: '/api/blogs/home',
      googleReviews: '/google-reviews/es',
      attorneyTestimonials: '/api/clientestestimonios/abogado',
      lives: '/api/lives/get/en',
    });
  });

  it('When building a media URL, then the file name is encoded under /images/files/', () => {
    expect(mediaPath('foto 1.jpg')).toBe('/images/files/foto%201.jpg');
    expect(mediaPath('../x.png')).toBe('/images/files/..%2Fx.png');
  });

  it('When building a search URL, then the query is encoded', () => {
    expect(searchPath('blogSearch', 'visa & niños')).toBe('/api/buscar?query=visa+%26+ni%C3%B1os');
    expect(searchPath('blogSearchFooter', 'k1')).toBe('/search/blog?query=k1');
  });
});
