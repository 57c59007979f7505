// Any UTF-16 surrogate, and a surrogate pair or a lone surrogate (no lookbehind: this module also
// runs in the visitors' browsers, and older Safari cannot parse one).
const SURROGATE = /[\ud800-\udfff]/;
const PAIR_OR_LONE = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/**
 * Text PostgreSQL can store (as text or inside json/jsonb): without U+0000, which it cannot hold,
 * and with lone UTF-16 surrogates (from a hand-made cookie or JSON body) turned into U+FFFD, which
 * JSON would otherwise carry as `\ud800` and PostgreSQL refuse. Anything else is kept as sent.
 */
export function storableText(value: string): string {
  const withoutNul = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return SURROGATE.test(withoutNul)
    ? withoutNul.replace(PAIR_OR_LONE, (match) => (match.length === 2 ? match : '\ufffd'))
    : withoutNul;
}
