import { SHARE_TARGETS, shareLinks } from './share-links';

const ARTICLE = {
  url: 'https://www.example.test/blog/visa-u-victimas-de-delitos',
  title: 'Visa U: protección para víctimas & testigos',
};

describe('shareLinks', () => {
  it('When an article is shared, then each network gets the encoded canonical address, and X the title too', () => {
    const links = shareLinks(ARTICLE);
    const url = 'https%3A%2F%2Fwww.example.test%2Fblog%2Fvisa-u-victimas-de-delitos';
    const title = 'Visa%20U%3A%20protecci%C3%B3n%20para%20v%C3%ADctimas%20%26%20testigos';
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links.x).toBe(`https://x.com/intent/tweet?url=${url}&text=${title}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(links.email).toBe(`mailto:?subject=${title}&body=${title}%0A%0A${url}`);
  });

  it('When the title holds accents, & and ?, then a browser reads the same title and address back', () => {
    const shared = { url: 'https://x.test/en/blog/k1?ref=a&b=c#top', title: '¿K-1 & niños? Sí' };
    const x = new URL(shareLinks(shared).x);
    expect(x.searchParams.get('text')).toBe(shared.title);
    expect(x.searchParams.get('url')).toBe(shared.url);
    expect([...x.searchParams.keys()]).toEqual(['url', 'text']);
    const email = new URLSearchParams(shareLinks(shared).email.replace(/^mailto:\?/, ''));
    expect(email.get('subject')).toBe(shared.title);
    expect(email.get('body')).toBe(`${shared.title}\n\n${shared.url}`);
  });

  it('When the links are listed, then every target has one and e-mail is a mailto: link', () => {
    const links = shareLinks(ARTICLE);
    expect(Object.keys(links)).toEqual([...SHARE_TARGETS]);
    expect(links.email.startsWith('mailto:?')).toBe(true);
    expect(links.email).not.toContain('+');
  });
});
