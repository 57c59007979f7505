import {
  parseSituation,
  SITUATION_IDS,
  SITUATION_LABELS,
  situationLabel,
  situationOptions,
} from './situations';

describe('situations (SPEC §5)', () => {
  it('When listing the options, then there are the 8 of the spec in order', () => {
    expect(SITUATION_IDS).toEqual([
      'spouse',
      'divorced-18-months',
      'citizen-child-21',
      'abuse-victim',
      'petition-family',
      'fiance',
      'crime-victim',
      'none',
    ]);
    expect(situationOptions('es').map((o) => o.value)).toEqual([...SITUATION_IDS]);
  });

  it('When reading the labels, then each language has 8 distinct, non-empty labels', () => {
    for (const locale of ['en', 'es'] as const) {
      const labels = SITUATION_IDS.map((id) => situationLabel(id, locale));
      expect(new Set(labels).size).toBe(8);
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    }
  });

  it('When reading the labels, then they carry the spec numbers and terms', () => {
    expect(SITUATION_LABELS['divorced-18-months'].en).toContain('18 months');
    expect(SITUATION_LABELS['divorced-18-months'].es).toContain('18 meses');
    expect(SITUATION_LABELS['citizen-child-21'].en).toContain('aged 21 or older');
    expect(SITUATION_LABELS['citizen-child-21'].es).toContain('de 21 años o más');
    expect(SITUATION_LABELS.none.en).toBe('None of the above');
    expect(SITUATION_LABELS.none.es).toBe('Ninguna de las anteriores');
  });

  it.each(
    SITUATION_IDS.flatMap((id) => [
      [id, id],
      [SITUATION_LABELS[id].en, id],
      [SITUATION_LABELS[id].es, id],
      [`  ${SITUATION_LABELS[id].es.toUpperCase()}  `, id],
    ]),
  )('When parsing %p, then it is %p', (value, id) => {
    expect(parseSituation(value)).toBe(id);
  });

  it('When reading the labels, then a 21-year-old is not told to wait ("21 or older", not "over 21") and a crime is a "delito"', () => {
    expect(SITUATION_LABELS['citizen-child-21'].en).not.toMatch(/over 21/);
    expect(SITUATION_LABELS['citizen-child-21'].es).not.toMatch(/mayor de 21/);
    expect(SITUATION_LABELS['crime-victim'].es).toBe(
      'Víctima de un delito que colaboró con la policía',
    );
    expect(SITUATION_IDS.map((id) => SITUATION_LABELS[id].es).join(' ')).not.toMatch(/crimen/);
  });

  it.each([
    ['Through my U.S. citizen son or daughter over 21', 'citizen-child-21'],
    ['A través de mi hijo(a) ciudadano(a) mayor de 21 años', 'citizen-child-21'],
    ['Víctima de un crimen que colaboró con la policía', 'crime-victim'],
  ])(
    'When a page opened before the change sends the former label %p, then it is still %p',
    (value, id) => {
      expect(parseSituation(value)).toBe(id);
    },
  );

  it.each(['', ' ', 'other', 'spouse2', null, undefined, 3, {}])(
    'When parsing %p, then it is null',
    (value) => {
      expect(parseSituation(value)).toBeNull();
    },
  );
});
