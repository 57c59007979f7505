// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text PostgreSQL can store (as text or inside json/jsonb): without U+0000, which it cannot hold,
 * and with lone UTF-16 surrogates (from a hand-made cookie or JSON body) turned into U+FFFD, which
 * JSON would otherwise carry as `\ud800` and PostgreSQL refuse. Anything else is kept as sent.
 */
export function storableText(value: string): string {
  const withoutNul = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return LONE_SURROGATE.test(withoutNul)
    ? withoutNul.replace(LONE_SURROGATES, '\ufffd')
    : withoutNul;
}
