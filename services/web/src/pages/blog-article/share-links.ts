/** The places an article can be shared to (SPEC §2 Blog article), in the order they are shown. */
export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'email'] as const;

/** One of {@link SHARE_TARGETS}. */
export type TShareTarget = (typeof SHARE_TARGETS)[number];

/** What is shared: the article's canonical address and its title. */
export type TShared = { url: string; title: string };

const encode = encodeURIComponent;

/**
 * The share links of an article: the networks' share pages (which read the title from the article's
 * Open Graph tags, or take it as text where they accept one) and an e-mail with the title as subject and
 * the title and address as body. Every value is percent-encoded as UTF-8 (accents, `&`, `?`, `#`, spaces as
 * `%20`, which e-mail programs read where some misread `+`).
 * @param shared - the article's canonical URL (origin and path) and title in the page's language
 */
export function shareLinks({ url, title }: TShared): Record<TShareTarget, string> {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    x: `https://x.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(`${title}\n\n${url}`)}`,
  };
}
