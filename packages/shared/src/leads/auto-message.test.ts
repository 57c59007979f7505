import { SECCION } from '../forms/seccion';
import { SITUATION_IDS } from '../forms/situations';
import { LEAD_ORIGINS } from './stored-lead';
import {
  isFromProtectedPage,
  isSensitiveLead,
  mayAutoMessage,
  type TAutoMessageFacts,
} from './auto-message';

const SITE = 'https://www.herreraimmigrationlaw.com';

// Where a lead can come from, and whether that place is a humanitarian visa page.
const PLACES: {
  name: string;
  section: string | null;
  page_url: string | null;
  protected: boolean;
}[] = [
  {
    name: 'the Spanish footer on the contact page',
    section: SECCION.footerEs,
    page_url: `${SITE}/contacto`,
    protected: false,
  },
  {
    name: 'the English footer on the home page',
    section: SECCION.footerEn,
    page_url: `${SITE}/en`,
    protected: false,
  },
  {
    name: 'the K-1 page form',
    section: SECCION.k1Es,
    page_url: `${SITE}/visa-k1`,
    protected: false,
  },
  {
    name: 'a blog article',
    section: `${SECCION.blogEs} - google`,
    page_url: `${SITE}/blog/vawa-despues-del-divorcio`,
    protected: false,
  },
  { name: 'no page known', section: null, page_url: null, protected: false },
  { name: 'an unparsable page', section: 'Footer Español', page_url: 'http://[', protected: false },
  { name: 'the VAWA form (es)', section: SECCION.vawaEs, page_url: null, protected: true },
  {
    name: 'the VAWA form (en) with a source',
    section: `${SECCION.vawaEn} - facebook ads`,
    page_url: null,
    protected: true,
  },
  { name: 'the T visa form (es)', section: SECCION.tVisaEs, page_url: null, protected: true },
  { name: 'the T visa form (en)', section: SECCION.tVisaEn, page_url: null, protected: true },
  { name: 'the U visa form (es)', section: SECCION.uVisaEs, page_url: null, protected: true },
  { name: 'the U visa form (en)', section: SECCION.uVisaEn, page_url: null, protected: true },
  {
    name: 'the humanitarian form (es)',
    section: SECCION.humanitarianEs,
    page_url: null,
    protected: true,
  },
  {
    name: 'the humanitarian form (en)',
    section: SECCION.humanitarianEn,
    page_url: null,
    protected: true,
  },
  {
    name: 'the footer on the VAWA page',
    section: SECCION.footerEs,
    page_url: `${SITE}/visa-humanitaria/visa-vawa?utm_source=fb`,
    protected: true,
  },
  {
    name: 'the footer on the English T page',
    section: SECCION.footerEn,
    page_url: `${SITE}/en/humanitarian-visa/t-visa/`,
    protected: true,
  },
  {
    name: 'the footer on the U page by its short address',
    section: SECCION.footerEs,
    page_url: `${SITE}/visa-u`,
    protected: true,
  },
  {
    name: 'the footer on the humanitarian page (a path only)',
    section: SECCION.footerEs,
    page_url: '/visa-humanitaria#formulario',
    protected: true,
  },
  {
    name: 'the footer on the English humanitarian page',
    section: SECCION.footerEn,
    page_url: `${SITE}/en/humanitarian-visa`,
    protected: true,
  },
];

const VICTIM = new Set(['abuse-victim', 'crime-victim']);
const SITUATIONS = [null, ...SITUATION_IDS];
const TEXTS = [true, false, null] as const;
const DNC = [null, new Date('2026-11-20T15:00:00Z')];

describe('may the firm send an automatic message to this lead (issue 29)', () => {
  it('When a lead comes from each place, then only the humanitarian, VAWA, T and U pages (any form on them) count as protected', () => {
    for (const place of PLACES)
      expect([place.name, isFromProtectedPage(place)]).toEqual([place.name, place.protected]);
  });

  it('When the situation is abuse or crime victim, then the lead needs care wherever it came from', () => {
    for (const place of PLACES)
      for (const situation of SITUATIONS)
        expect(isSensitiveLead({ ...place, situation })).toBe(
          place.protected || VICTIM.has(situation ?? ''),
        );
  });

  it('When every combination of spam, origin, do-not-contact, place, situation and texts answer is asked, then only a non-spam lead who asked, not stopped, and either not sensitive or allowing texts gets one', () => {
    let allowed = 0;
    let cases = 0;
    for (const is_spam of [false, true])
      for (const origin of LEAD_ORIGINS)
        for (const do_not_contact_at of DNC)
          for (const place of PLACES)
            for (const situation of SITUATIONS)
              for (const contact_texts of TEXTS) {
                const lead: TAutoMessageFacts = {
                  is_spam,
                  origin,
                  do_not_contact_at,
                  section: place.section,
                  page_url: place.page_url,
                  situation,
                  contact_texts,
                };
                const sensitive = place.protected || VICTIM.has(situation ?? '');
                const expected =
                  !is_spam &&
                  origin !== 'referral' &&
                  do_not_contact_at === null &&
                  (!sensitive || contact_texts === true);
                cases += 1;
                if (expected) allowed += 1;
                expect([lead, mayAutoMessage(lead)]).toEqual([lead, expected]);
              }
    expect(cases).toBe(2 * 3 * 2 * PLACES.length * SITUATIONS.length * 3);
    expect(allowed).toBeGreaterThan(0);
  });

  it('When a VAWA lead did not answer the texts question, then no message goes (silence is not consent)', () => {
    const lead = {
      is_spam: false,
      origin: 'web' as const,
      do_not_contact_at: null,
      section: SECCION.vawaEs,
      page_url: null,
      situation: null,
      contact_texts: null,
    };
    expect(mayAutoMessage(lead)).toBe(false);
    expect(mayAutoMessage({ ...lead, contact_texts: true })).toBe(true);
  });

  it('When a Spanish footer lead from the contact page asked nothing, then a message may go, but not to a referred person, spam or after do-not-contact', () => {
    const lead = {
      is_spam: false,
      origin: 'web' as const,
      do_not_contact_at: null,
      section: SECCION.footerEs,
      page_url: `${SITE}/contacto`,
      situation: null,
      contact_texts: null,
    };
    expect(mayAutoMessage(lead)).toBe(true);
    expect(mayAutoMessage({ ...lead, origin: 'referral' })).toBe(false);
    expect(mayAutoMessage({ ...lead, is_spam: true })).toBe(false);
    expect(mayAutoMessage({ ...lead, do_not_contact_at: new Date() })).toBe(false);
  });
});
