import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { THomePost } from '@firm/shared/content/home-post';
import { postCard, reviewInLanguage } from './home-data';

const post: THomePost = {
  id: 7,
  url_en: 'vawa-after-divorce',
  url_es: 'vawa-despues-del-divorcio',
  titulo_en: 'VAWA after divorce',
  titulo_es: 'VAWA después del divorcio',
  body_en:
    '<p>If you divorced an abusive U.S. citizen or permanent resident, you may still be able to self-petition under VAWA for a while.</p>',
  body_es: '<p>Corto.</p>',
  main_media: 'blog-vawa-after-divorce.1234abcd.jpg',
  main_media_text_en: 'A path at dusk',
  main_media_text_es: 'Un sendero al atardecer',
  created_at: '2024-06-03T15:00:00Z',
};

const review: TGoogleReview = {
  id: 1,
  imagen: 'avatar-01.png',
  nombre: 'María T.',
  rating: 5,
  body_en: 'They explained everything.',
  body_es: 'Me explicaron todo.',
  fecha_publicado_relativo_en: 'a year ago',
  fecha_publicado_relativo_es: 'hace un año',
  time: 1,
  tiempo: 1,
};

describe('home page data', () => {
  it('When a featured post is longer than 100 characters, then its preview stops at a word within 100 and ends with an ellipsis', () => {
    const card = postCard(post, 'en', () => null);
    expect(Array.from(card.preview).length).toBeLessThanOrEqual(101);
    expect(card.preview).toBe(
      'If you divorced an abusive U.S. citizen or permanent resident, you may still be able to…',
    );
    expect(card).toMatchObject({ url: 'vawa-after-divorce', title: 'VAWA after divorce' });
  });

  it('When a post is short, then its preview is whole, in the page language', () => {
    const card = postCard(post, 'es', () => null);
    expect(card).toMatchObject({
      preview: 'Corto.',
      title: 'VAWA después del divorcio',
      imageAlt: 'Un sendero al atardecer',
    });
  });

  it('When reviews go into the Spanish page, then only their Spanish words travel with it', () => {
    expect(reviewInLanguage(review, 'es')).toMatchObject({
      body_es: 'Me explicaron todo.',
      body_en: '',
      fecha_publicado_relativo_en: '',
    });
    expect(reviewInLanguage(review, 'en')).toMatchObject({
      body_en: 'They explained everything.',
      body_es: '',
    });
  });
});
