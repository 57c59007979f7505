import { API_PATHS } from '@firm/shared/routes/api-paths';
import { loadTestimonials } from './load-testimonials';

const travel = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  foto: `travel-${i + 1}.aaaaaaaa.mp4`,
  poster: `travel-${i + 1}-poster.aaaaaaaa.jpg`,
  alt_en: `Trip ${i + 1}`,
  alt_es: `Viaje ${i + 1}`,
}));
const giveaway = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  foto: `giveaway-${i + 1}.bbbbbbbb.jpg`,
  alt_en: `Winner ${i + 1}`,
  alt_es: `Ganador ${i + 1}`,
}));
const photoInfo = {
  file: 'giveaway-7.bbbbbbbb.jpg',
  content_type: 'image/jpeg',
  width: 800,
  height: 800,
  variants: [],
};

/** A content service answering the two lists and the media catalogue; `down` lists paths that fail. */
function serve(down: string[] = []) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = String(input).replace('http://content.test', '');
    if (down.includes(path)) return Promise.resolve(Response.json({}, { status: 503 }));
    if (path === API_PATHS.travelTestimonials) return Promise.resolve(Response.json(travel));
    if (path === API_PATHS.giveawayTestimonials) return Promise.resolve(Response.json(giveaway));
    return Promise.resolve(Response.json([photoInfo]));
  });
}

const args = (query: string) => ({
  url: new URL(`https://x.test/testimonios${query}`),
  contentBase: 'http://content.test',
});

describe('loadTestimonials', () => {
  afterEach(() => jest.restoreAllMocks());

  it('When the URL asks for travel page 2 and giveaway page 2, then each list is cut at its own page and size', async () => {
    serve();
    const data = await loadTestimonials(args('?travel=2&giveaway=2'));
    expect(data.travel).toMatchObject({ page: 2, totalPages: 4, total: 12 });
    expect(data.travel.items.map((item) => item.id)).toEqual([4, 5, 6]);
    expect(data.giveaway).toMatchObject({ page: 2, totalPages: 2, total: 12 });
    expect(data.giveaway.items.map((item) => item.id)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('When the media catalogue knows a photo, then the photo carries its sizes, and null otherwise', async () => {
    serve();
    const { giveaway: photos } = await loadTestimonials(args('?giveaway=2'));
    expect(photos.items[0]?.info).toEqual(photoInfo);
    expect(photos.items[1]?.info).toBeNull();
  });

  it('When the travel list does not answer, then it is empty while the giveaway list still shows', async () => {
    serve([API_PATHS.travelTestimonials]);
    const data = await loadTestimonials(args(''));
    expect(data.travel).toEqual({ items: [], page: 1, totalPages: 0, total: 0 });
    expect(data.giveaway.items).toHaveLength(6);
  });
});
