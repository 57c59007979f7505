import { renderToString } from 'react-dom/server';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { lineName, PhonePanels } from './phone-panels';

const phone = (id: string, practice: string, label: string, tel: string) => ({
  id,
  practice,
  label_en: label,
  label_es: label,
  display: tel,
  tel,
});

const CONFIG = {
  phones: [
    phone('immigration', 'immigration', 'Immigration', '+19155550142'),
    phone('trucks-mexico', 'truck_drivers', 'Truck drivers · Mexico', '+526565550147'),
    phone('customer-service', 'immigration', 'Customer service', '+19155550177'),
  ],
  sister_sites: { personal_injury: 'https://injury.example', trucks: 'https://trucks.example' },
  office_hours: {
    time_zone: 'America/Denver',
    city: 'El Paso, Texas',
    periods: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '17:30' }],
  },
} as unknown as TSiteConfig;

describe('PhonePanels', () => {
  it('When a line is named after its practice, then the panel shows only its place', () => {
    expect(lineName('Personal injury · El Paso')).toBe('El Paso');
    expect(lineName('Choferes de tráiler · México')).toBe('México');
    expect(lineName('Customer service')).toBe('Customer service');
  });

  it('When the config has immigration and truck lines, then each practice with lines has a panel with its tel: links, in the config order, and no empty panel', () => {
    const html = renderToString(<PhonePanels locale="en" config={CONFIG} />);
    const panels = [...html.matchAll(/data-practice="([a-z_]+)"/g)].map((m) => m[1]);
    expect(panels).toEqual(['immigration', 'truck_drivers']);
    const tels = [...html.matchAll(/href="tel:([+\d]+)"/g)].map((m) => m[1]);
    expect(tels).toEqual(['+19155550142', '+19155550177', '+526565550147']);
    expect(html).toContain('https://trucks.example');
    expect(html).not.toContain('https://injury.example');
  });

  it('When the panels render, then the office hours come first, in words', () => {
    const html = renderToString(<PhonePanels locale="es" config={CONFIG} />);
    expect(html).toContain('Horario de oficina');
    expect(html).toMatch(/Lunes a viernes<\/span>, <!-- -->de 9:00 a\. m\. a 5:30 p\. m\./);
    expect(html).toContain('En hora de El Paso, Texas (hora de la montaña).');
    expect(html.indexOf('Horario de oficina')).toBeLessThan(html.indexOf('data-practice'));
  });
});
