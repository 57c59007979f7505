import { classifyInboundText } from './inbound-keywords';

describe('classifyInboundText', () => {
  it.each(['STOP', 'stop', ' Alto ', 'baja.', 'Cancelar!', 'PARAR', '¡Alto!', 'unsubscribe'])(
    'When the reply is %p, then it is an opt-out',
    (body) => {
      expect(classifyInboundText(body)).toBe('opt-out');
    },
  );

  it.each([
    'Stop calling at work please',
    'START',
    'AYUDA',
    'sí',
    'Gracias, estoy disponible mañana',
    '',
    'stopp',
    'no',
  ])('When the reply is %p, then it is a message for the team', (body) => {
    expect(classifyInboundText(body)).toBe('reply');
  });
});
